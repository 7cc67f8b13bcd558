import { randomUUID } from 'node:crypto';

import type { ShoppingListItemUpdate } from '../../contract/shopping';
import type { Db } from '../../db/database';
import { findFoodById, findUnitById } from '../../db/repos/foods-units.repo';
import { findLabel } from '../../db/repos/labels.repo';
import { findRecipeRowById } from '../../db/repos/recipes.repo';
import type { ItemRecipeRefRow, ShoppingItemRow } from '../../db/shopping-tables';
import { InvalidError } from '../../domain/errors';
import { nowIso } from '../../domain/time';

import type { ItemDraft } from './shopping-item-writes';

/** A brand-new line of `listId` with Mealie's defaults (quantity 1, unchecked, position 0). */
export function blankItem(listId: string, id: string | null): ItemDraft {
  const now = nowIso();
  return {
    row: {
      id: id ?? randomUUID(),
      shoppingListId: listId,
      checked: 0,
      position: 0,
      quantity: 1,
      unitId: null,
      foodId: null,
      note: '',
      isFood: 0,
      disableAmount: null,
      labelId: null,
      extras: '{}',
      createdAt: now,
      updateAt: now,
    },
    refs: [],
  };
}

/** `foodId` wins over `food.id`; `undefined` when the input names neither. */
function chosenId(
  direct: string | null | undefined,
  nested: { id?: string | null | undefined } | null | undefined,
): string | null | undefined {
  if (direct !== undefined) return direct;
  if (nested === undefined) return undefined;
  return nested?.id ?? null;
}

/**
 * Applies an item input to a line: foods, units and labels must be the group's own (400
 * otherwise); a line taking a food without a label of its own takes the food's label.
 */
export async function applyItemInput(
  db: Db,
  groupId: string,
  base: ItemDraft,
  input: ShoppingListItemUpdate,
): Promise<ItemDraft> {
  const foodId = chosenId(input.foodId, input.food);
  const unitId = chosenId(input.unitId, input.unit);
  const food = foodId ? await findFoodById(db, groupId, foodId) : null;
  if (foodId && !food) throw new InvalidError('errors.shopping.unknownFood');
  if (unitId && !(await findUnitById(db, groupId, unitId)))
    throw new InvalidError('errors.shopping.unknownUnit');
  if (input.labelId && !(await findLabel(db, groupId, input.labelId))) {
    throw new InvalidError('errors.shopping.unknownLabel');
  }
  const row: ShoppingItemRow = {
    ...base.row,
    ...(input.quantity !== undefined && { quantity: input.quantity }),
    ...(foodId !== undefined && { foodId }),
    ...(unitId !== undefined && { unitId }),
    ...(input.note !== undefined && { note: (input.note ?? '').trim() }),
    ...(input.isFood !== undefined && { isFood: input.isFood ? 1 : 0 }),
    ...(input.disableAmount !== undefined && {
      disableAmount: input.disableAmount === null ? null : input.disableAmount ? 1 : 0,
    }),
    ...(input.checked !== undefined && { checked: input.checked ? 1 : 0 }),
    ...(input.position !== undefined && { position: input.position }),
    ...(input.extras !== undefined && { extras: JSON.stringify(input.extras ?? {}) }),
    ...(input.labelId !== undefined && { labelId: input.labelId }),
    updateAt: nowIso(),
  };
  if (input.labelId === undefined && food?.labelId && foodId !== base.row.foodId) {
    row.labelId = food.labelId;
  }
  let refs = base.refs;
  if (input.recipeReferences) {
    refs = [];
    for (const ref of input.recipeReferences) {
      const recipe = await findRecipeRowById(db, ref.recipeId);
      if (!recipe || recipe.groupId !== groupId)
        throw new InvalidError('errors.shopping.unknownRecipe');
      refs.push(
        refRow(row.id, ref.recipeId, ref.recipeQuantity, ref.recipeScale ?? 1, ref.recipeNote),
      );
    }
  }
  return { row, refs };
}

export function refRow(
  itemId: string,
  recipeId: string,
  recipeQuantity: number,
  recipeScale: number,
  recipeNote: string | null | undefined,
): ItemRecipeRefRow {
  return {
    id: randomUUID(),
    shoppingListItemId: itemId,
    recipeId,
    recipeQuantity,
    recipeScale,
    recipeNote: recipeNote ?? null,
  };
}
