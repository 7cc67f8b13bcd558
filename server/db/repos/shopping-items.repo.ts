import { sql, type Updateable } from 'kysely';

import type { Db } from '../database';
import type { PageWindow } from '../page-window';
import { applyPageWindow } from '../page-window';
import { compileFilter, type FilterTarget } from '../query-filter-sql';
import type { ResolvedFilter } from '../../domain/query-filter';
import type { ItemRecipeRefRow, ShoppingItemRow, ShoppingItemTable } from '../shopping-tables';

export const shoppingItemSortColumns = {
  id: 'i.id',
  position: 'i.position',
  checked: 'i.checked',
  note: 'i.note',
  quantity: 'i.quantity',
  created_at: 'i.createdAt',
  update_at: 'i.updateAt',
} as const;
type ShoppingItemSortColumn =
  (typeof shoppingItemSortColumns)[keyof typeof shoppingItemSortColumns];

/** `queryFilter` attributes of the items list (clients filter by `shopping_list_id`). */
export const shoppingItemFilterTargets: Record<string, FilterTarget> = {
  id: { type: 'uuid', column: sql.raw('i.id') },
  shopping_list_id: { type: 'uuid', column: sql.raw('i.shopping_list_id') },
  checked: { type: 'boolean', column: sql.raw('i.checked') },
  position: { type: 'number', column: sql.raw('i.position') },
  quantity: { type: 'number', column: sql.raw('i.quantity') },
  note: { type: 'text', column: sql.raw('i.note') },
  food_id: { type: 'uuid', column: sql.raw('i.food_id') },
  unit_id: { type: 'uuid', column: sql.raw('i.unit_id') },
  label_id: { type: 'uuid', column: sql.raw('i.label_id') },
  created_at: { type: 'datetime', column: sql.raw('i.created_at') },
  update_at: { type: 'datetime', column: sql.raw('i.update_at') },
};

/** Items of the group's lists, optionally filtered. */
function groupItems(db: Db, groupId: string, filter: ResolvedFilter | null) {
  let query = db
    .selectFrom('shoppingListItems as i')
    .innerJoin('shoppingLists as l', 'l.id', 'i.shoppingListId')
    .where('l.groupId', '=', groupId);
  if (filter) query = query.where(compileFilter(filter, shoppingItemFilterTargets));
  return query;
}

export async function countGroupItems(
  db: Db,
  groupId: string,
  filter: ResolvedFilter | null,
): Promise<number> {
  const row = await groupItems(db, groupId, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listGroupItemsPage(
  db: Db,
  groupId: string,
  filter: ResolvedFilter | null,
  window: PageWindow<ShoppingItemSortColumn>,
): Promise<ShoppingItemRow[]> {
  return applyPageWindow(groupItems(db, groupId, filter).selectAll('i'), window).execute();
}

export function findGroupItems(db: Db, groupId: string, ids: string[]): Promise<ShoppingItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return groupItems(db, groupId, null).selectAll('i').where('i.id', 'in', ids).execute();
}

export function listItemsOf(db: Db, listId: string): Promise<ShoppingItemRow[]> {
  return db
    .selectFrom('shoppingListItems')
    .selectAll()
    .where('shoppingListId', '=', listId)
    .orderBy('position')
    .orderBy('createdAt')
    .execute();
}

export async function insertItem(db: Db, row: ShoppingItemRow): Promise<void> {
  await db.insertInto('shoppingListItems').values(row).execute();
}

export async function updateItemRow(
  db: Db,
  id: string,
  change: Updateable<ShoppingItemTable>,
): Promise<void> {
  await db.updateTable('shoppingListItems').set(change).where('id', '=', id).execute();
}

export async function deleteItemRows(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('shoppingListItems').where('id', 'in', ids).execute();
}

export function listItemRefsOf(db: Db, itemIds: string[]): Promise<ItemRecipeRefRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shoppingListItemRecipeReference')
    .selectAll()
    .where('shoppingListItemId', 'in', itemIds)
    .orderBy('id')
    .execute();
}

/** Replaces every recipe reference of the item. */
export async function replaceItemRefs(
  db: Db,
  itemId: string,
  refs: ItemRecipeRefRow[],
): Promise<void> {
  await db
    .deleteFrom('shoppingListItemRecipeReference')
    .where('shoppingListItemId', '=', itemId)
    .execute();
  if (refs.length > 0) {
    await db.insertInto('shoppingListItemRecipeReference').values(refs).execute();
  }
}
