import { randomUUID } from 'node:crypto';

import type { ShoppingListItemOut, ShoppingListItemsCollectionOut } from '../../contract/shopping';
import type { Db } from '../../db/database';
import {
  deleteItemRows,
  findGroupItems,
  insertItem,
  listItemRefsOf,
  listItemsOf,
  replaceItemRefs,
  updateItemRow,
} from '../../db/repos/shopping-items.repo';
import type { ItemRecipeRefRow, ShoppingItemRow } from '../../db/shopping-tables';
import { addQuantities, joinNotes, mergeKey } from '../../domain/shopping-merge';
import { nowIso } from '../../domain/time';

import { toItemsOut } from './shopping-views';

/** A line with its recipe references, as the writes below handle it. */
export interface ItemDraft {
  row: ShoppingItemRow;
  refs: ItemRecipeRefRow[];
}

/** What one call changed: ids created and updated, deleted lines as they were, lists touched. */
export interface ItemChanges {
  created: Set<string>;
  updated: Set<string>;
  deleted: ShoppingListItemOut[];
  listIds: Set<string>;
}

export function newChanges(): ItemChanges {
  return { created: new Set(), updated: new Set(), deleted: [], listIds: new Set() };
}

const keyOf = (row: ShoppingItemRow) =>
  mergeKey({ checked: row.checked === 1, foodId: row.foodId, unitId: row.unitId, note: row.note });

/** References of two merged lines: one per recipe, quantities added. */
function combineRefs(
  itemId: string,
  first: ItemRecipeRefRow[],
  second: ItemRecipeRefRow[],
  sumScales = false,
): ItemRecipeRefRow[] {
  const byRecipe = new Map<string, ItemRecipeRefRow>();
  for (const ref of [...first, ...second]) {
    const seen = byRecipe.get(ref.recipeId);
    byRecipe.set(
      ref.recipeId,
      seen
        ? {
            ...seen,
            recipeQuantity: addQuantities(seen.recipeQuantity, ref.recipeQuantity),
            recipeScale: sumScales
              ? addQuantities(seen.recipeScale, ref.recipeScale)
              : Math.max(seen.recipeScale, ref.recipeScale),
            recipeNote: joinNotes(seen.recipeNote ?? '', ref.recipeNote ?? '') || null,
          }
        : { ...ref, id: randomUUID(), shoppingListItemId: itemId },
    );
  }
  return [...byRecipe.values()];
}

/** The unchecked line of the list that `row` would merge into, other than `row` itself. */
async function findMergeTarget(db: Db, row: ShoppingItemRow): Promise<ItemDraft | null> {
  const key = keyOf(row);
  if (key === null) return null;
  const target = (await listItemsOf(db, row.shoppingListId)).find(
    (other) => other.id !== row.id && keyOf(other) === key,
  );
  if (!target) return null;
  return { row: target, refs: await listItemRefsOf(db, [target.id]) };
}

async function absorb(
  db: Db,
  changes: ItemChanges,
  target: ItemDraft,
  incoming: ItemDraft,
  sumScales = false,
) {
  const row: ShoppingItemRow = {
    ...target.row,
    quantity: addQuantities(target.row.quantity, incoming.row.quantity),
    note: joinNotes(target.row.note, incoming.row.note),
    labelId: target.row.labelId ?? incoming.row.labelId,
    updateAt: nowIso(),
  };
  await updateItemRow(db, row.id, row);
  await replaceItemRefs(db, row.id, combineRefs(row.id, target.refs, incoming.refs, sumScales));
  if (!changes.created.has(row.id)) changes.updated.add(row.id);
  changes.listIds.add(row.shoppingListId);
}

/**
 * Adds a line to its list, merged into an equal unchecked line when there is one. A recipe
 * added again (`sumScales`) adds its scale to the line's reference to it, so removing the recipe
 * later takes out each time it was added.
 */
export async function addLine(
  db: Db,
  changes: ItemChanges,
  draft: ItemDraft,
  sumScales = false,
): Promise<void> {
  const target = await findMergeTarget(db, draft.row);
  if (target) return absorb(db, changes, target, draft, sumScales);
  await insertItem(db, draft.row);
  await replaceItemRefs(db, draft.row.id, combineRefs(draft.row.id, [], draft.refs));
  changes.created.add(draft.row.id);
  changes.listIds.add(draft.row.shoppingListId);
}

/** Saves a changed line; if it now equals another unchecked line, the two become one. */
export async function saveLine(db: Db, changes: ItemChanges, draft: ItemDraft): Promise<void> {
  const target = await findMergeTarget(db, draft.row);
  if (target) {
    await removeLines(db, changes, [draft.row]);
    return absorb(db, changes, target, draft);
  }
  await updateItemRow(db, draft.row.id, draft.row);
  await replaceItemRefs(db, draft.row.id, combineRefs(draft.row.id, [], draft.refs));
  if (!changes.created.has(draft.row.id)) changes.updated.add(draft.row.id);
  changes.listIds.add(draft.row.shoppingListId);
}

export async function removeLines(
  db: Db,
  changes: ItemChanges,
  rows: ShoppingItemRow[],
): Promise<void> {
  changes.deleted.push(...(await toItemsOut(db, rows)));
  for (const row of rows) {
    changes.created.delete(row.id);
    changes.updated.delete(row.id);
    changes.listIds.add(row.shoppingListId);
  }
  await deleteItemRows(
    db,
    rows.map((r) => r.id),
  );
}

/** The collection Mealie's item writes answer with, read after the changes. */
export async function collectionOf(
  db: Db,
  groupId: string,
  changes: ItemChanges,
): Promise<ShoppingListItemsCollectionOut> {
  const rows = await findGroupItems(db, groupId, [...changes.created, ...changes.updated]);
  const out = new Map((await toItemsOut(db, rows)).map((item) => [item.id, item]));
  const pick = (ids: Set<string>) => [...ids].flatMap((id) => out.get(id) ?? []);
  return {
    createdItems: pick(changes.created),
    updatedItems: pick(changes.updated),
    deletedItems: changes.deleted,
  };
}
