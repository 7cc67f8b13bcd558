import type { Updateable } from 'kysely';

import type { Db } from '../database';
import type { PageWindow } from '../page-window';
import { applyPageWindow } from '../page-window';
import type {
  ListLabelRow,
  ListRecipeRefRow,
  ShoppingListRow,
  ShoppingListTable,
} from '../shopping-tables';

export const shoppingListSortColumns = {
  id: 'id',
  name: 'name',
  created_at: 'createdAt',
  update_at: 'updateAt',
} as const;
type ShoppingListSortColumn =
  (typeof shoppingListSortColumns)[keyof typeof shoppingListSortColumns];

export function findShoppingList(
  db: Db,
  groupId: string,
  id: string,
): Promise<ShoppingListRow | undefined> {
  return db
    .selectFrom('shoppingLists')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countShoppingLists(db: Db, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('shoppingLists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('groupId', '=', groupId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listShoppingListsPage(
  db: Db,
  groupId: string,
  window: PageWindow<ShoppingListSortColumn>,
): Promise<ShoppingListRow[]> {
  const query = db.selectFrom('shoppingLists').selectAll().where('groupId', '=', groupId);
  return applyPageWindow(query, window).execute();
}

export async function insertShoppingList(db: Db, row: ShoppingListRow): Promise<void> {
  await db.insertInto('shoppingLists').values(row).execute();
}

export async function updateShoppingListRow(
  db: Db,
  id: string,
  change: Updateable<ShoppingListTable>,
): Promise<void> {
  await db.updateTable('shoppingLists').set(change).where('id', '=', id).execute();
}

export async function deleteShoppingListRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('shoppingLists').where('id', '=', id).execute();
}

export function listRecipeRefsOf(db: Db, listIds: string[]): Promise<ListRecipeRefRow[]> {
  if (listIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shoppingListRecipeReference')
    .selectAll()
    .where('shoppingListId', 'in', listIds)
    .orderBy('id')
    .execute();
}

export function findListRecipeRef(
  db: Db,
  listId: string,
  recipeId: string,
): Promise<ListRecipeRefRow | undefined> {
  return db
    .selectFrom('shoppingListRecipeReference')
    .selectAll()
    .where('shoppingListId', '=', listId)
    .where('recipeId', '=', recipeId)
    .executeTakeFirst();
}

/** Inserts or replaces the list's reference to a recipe; a quantity of 0 or less removes it. */
export async function saveListRecipeRef(db: Db, row: ListRecipeRefRow): Promise<void> {
  await db.deleteFrom('shoppingListRecipeReference').where('id', '=', row.id).execute();
  if (row.recipeQuantity > 0) {
    await db.insertInto('shoppingListRecipeReference').values(row).execute();
  }
}

export function listLabelSettingsOf(db: Db, listIds: string[]): Promise<ListLabelRow[]> {
  if (listIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shoppingListsMultiPurposeLabels')
    .selectAll()
    .where('shoppingListId', 'in', listIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertLabelSettings(db: Db, rows: ListLabelRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('shoppingListsMultiPurposeLabels').values(rows).execute();
}

export async function setLabelSettingPosition(
  db: Db,
  listId: string,
  id: string,
  position: number,
): Promise<void> {
  await db
    .updateTable('shoppingListsMultiPurposeLabels')
    .set({ position })
    .where('shoppingListId', '=', listId)
    .where('id', '=', id)
    .execute();
}

/** Every label of the group (by name), for label settings. */
export function listGroupLabelIds(db: Db, groupId: string): Promise<{ id: string }[]> {
  return db
    .selectFrom('multiPurposeLabels')
    .select('id')
    .where('groupId', '=', groupId)
    .orderBy('name')
    .execute();
}
