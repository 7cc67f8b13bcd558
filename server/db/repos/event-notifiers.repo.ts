import type { Db } from '../database';
import type {
  EventNotifierRow,
  EventNotifierUpdate,
  NewEventNotifierRow,
} from '../notification-tables';
import { applyPageWindow, type PageWindow } from '../page-window';

export const notifierSortColumns = {
  id: 'n.id',
  name: 'n.name',
  enabled: 'n.enabled',
  created_at: 'n.createdAt',
  update_at: 'n.updateAt',
} as const;
type NotifierSortColumn = (typeof notifierSortColumns)[keyof typeof notifierSortColumns];

export async function countNotifiers(db: Db, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('groupEventsNotifiers as n')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('n.groupId', '=', groupId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listNotifiersPage(
  db: Db,
  groupId: string,
  window: PageWindow<NotifierSortColumn>,
): Promise<EventNotifierRow[]> {
  const query = db
    .selectFrom('groupEventsNotifiers as n')
    .selectAll('n')
    .where('n.groupId', '=', groupId);
  return applyPageWindow(query, window).execute();
}

export function listEnabledNotifiers(db: Db, groupId: string): Promise<EventNotifierRow[]> {
  return db
    .selectFrom('groupEventsNotifiers')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('enabled', '=', 1)
    .orderBy('createdAt')
    .execute();
}

export function findNotifier(
  db: Db,
  groupId: string,
  id: string,
): Promise<EventNotifierRow | undefined> {
  return db
    .selectFrom('groupEventsNotifiers')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertNotifier(db: Db, row: NewEventNotifierRow): Promise<void> {
  await db.insertInto('groupEventsNotifiers').values(row).execute();
}

export async function updateNotifierRow(
  db: Db,
  id: string,
  change: EventNotifierUpdate,
): Promise<void> {
  await db.updateTable('groupEventsNotifiers').set(change).where('id', '=', id).execute();
}

export async function deleteNotifierRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('groupEventsNotifiers').where('id', '=', id).execute();
}

export async function setNotifierDelivery(db: Db, id: string, delivery: string): Promise<void> {
  await db
    .updateTable('groupEventsNotifiers')
    .set({ lastDelivery: delivery })
    .where('id', '=', id)
    .execute();
}
