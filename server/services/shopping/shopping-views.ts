import type {
  LabelSettingOut,
  ListRecipeRefOut,
  ShoppingListItemOut,
  ShoppingListOut,
  ShoppingListSummary,
} from '../../contract/shopping';
import type { Db } from '../../db/database';
import { loadLabels } from '../../db/repos/foods-units.repo';
import { listItemRefsOf } from '../../db/repos/shopping-items.repo';
import { listGroupRecipeRows } from '../../db/repos/recipes.repo';
import { listLabelSettingsOf, listRecipeRefsOf } from '../../db/repos/shopping-lists.repo';
import type { ShoppingItemRow, ShoppingListRow } from '../../db/shopping-tables';
import { ingredientDisplay } from '../../domain/ingredient-display';

import { loadFoodsAndUnits } from '../organizers/foods-units-loader';
import { parseJsonObject, toLabelOut } from '../organizers/reference-views';
import { toRecipeSummaries } from '../recipes/recipe-views';

/** Amounts show unless turned off, and only on lines that name a thing with an amount. */
function showsAmount(row: ShoppingItemRow): boolean {
  if (row.disableAmount === 1) return false;
  return row.isFood === 1 || row.foodId !== null || row.unitId !== null;
}

/** Items as `ShoppingListItemOut`, with foods, units, labels and references in a few queries. */
export async function toItemsOut(db: Db, rows: ShoppingItemRow[]): Promise<ShoppingListItemOut[]> {
  const [{ foods, units }, refs, labels] = await Promise.all([
    loadFoodsAndUnits(
      db,
      rows.flatMap((r) => (r.foodId ? [r.foodId] : [])),
      rows.flatMap((r) => (r.unitId ? [r.unitId] : [])),
    ),
    listItemRefsOf(
      db,
      rows.map((r) => r.id),
    ),
    loadLabels(db, [...new Set(rows.flatMap((r) => (r.labelId ? [r.labelId] : [])))]),
  ]);
  const labelById = new Map(labels.map((l) => [l.id, toLabelOut(l)]));
  return rows.map((row) => {
    const unit = row.unitId ? (units.get(row.unitId) ?? null) : null;
    const food = row.foodId ? (foods.get(row.foodId) ?? null) : null;
    return {
      id: row.id,
      shoppingListId: row.shoppingListId,
      checked: row.checked === 1,
      position: row.position,
      quantity: row.quantity,
      unit,
      unitId: row.unitId,
      food,
      foodId: row.foodId,
      note: row.note,
      isFood: row.isFood === 1,
      disableAmount: row.disableAmount === null ? null : row.disableAmount === 1,
      display: ingredientDisplay({
        quantity: row.quantity,
        unit,
        food,
        note: row.note,
        disableAmount: !showsAmount(row),
      }),
      labelId: row.labelId,
      label: row.labelId ? (labelById.get(row.labelId) ?? null) : null,
      extras: parseJsonObject(row.extras),
      recipeReferences: refs.filter((ref) => ref.shoppingListItemId === row.id),
      createdAt: row.createdAt,
      updateAt: row.updateAt,
    };
  });
}

/** The lists' recipe references with their recipes, each only from its list's own group. */
async function recipeRefsOut(db: Db, lists: ShoppingListRow[]): Promise<ListRecipeRefOut[]> {
  const refs = await listRecipeRefsOf(
    db,
    lists.map((list) => list.id),
  );
  if (refs.length === 0) return [];
  const groupOfList = new Map(lists.map((list) => [list.id, list.groupId]));
  const recipes = (
    await Promise.all(
      [...new Set(groupOfList.values())].map((groupId) =>
        listGroupRecipeRows(
          db,
          groupId,
          refs
            .filter((ref) => groupOfList.get(ref.shoppingListId) === groupId)
            .map((ref) => ref.recipeId),
        ),
      ),
    )
  ).flat();
  const summaries = new Map((await toRecipeSummaries(db, recipes)).map((s) => [s.id, s]));
  return refs.flatMap((ref) => {
    const recipe = summaries.get(ref.recipeId);
    return recipe && recipe.groupId === groupOfList.get(ref.shoppingListId)
      ? [{ ...ref, recipe }]
      : [];
  });
}

async function labelSettingsOut(db: Db, listIds: string[]): Promise<LabelSettingOut[]> {
  const settings = await listLabelSettingsOf(db, listIds);
  const labels = await loadLabels(db, [...new Set(settings.map((s) => s.labelId))]);
  const byId = new Map(labels.map((l) => [l.id, toLabelOut(l)]));
  return settings.flatMap((s) => {
    const label = byId.get(s.labelId);
    return label ? [{ ...s, label }] : [];
  });
}

export async function toListSummaries(
  db: Db,
  rows: ShoppingListRow[],
): Promise<ShoppingListSummary[]> {
  const ids = rows.map((r) => r.id);
  const [refs, settings] = await Promise.all([recipeRefsOut(db, rows), labelSettingsOut(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    groupId: row.groupId,
    householdId: row.groupId,
    userId: row.userId,
    name: row.name,
    extras: parseJsonObject(row.extras),
    createdAt: row.createdAt,
    updateAt: row.updateAt,
    recipeReferences: refs.filter((r) => r.shoppingListId === row.id),
    labelSettings: settings.filter((s) => s.shoppingListId === row.id),
  }));
}

export async function toListOut(
  db: Db,
  row: ShoppingListRow,
  items: ShoppingItemRow[],
): Promise<ShoppingListOut> {
  const [[summary], listItems] = await Promise.all([
    toListSummaries(db, [row]),
    toItemsOut(db, items),
  ]);
  return { ...(summary as ShoppingListSummary), listItems };
}
