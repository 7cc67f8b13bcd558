import type { Db } from '../database';
import type { NewWebhookRow, WebhookRow, WebhookUpdate } from '../group-settings-tables';
import { applyPageWindow, type PageWindow } from '../page-window';

export const webhookSortColumns = {
  id: 'w.id',
  name: 'w.name',
  url: 'w.url',
  enabled: 'w.enabled',
  scheduled_time: 'w.scheduledTime',
  created_at: 'w.createdAt',
  update_at: 'w.updateAt',
} as const;
type WebhookSortColumn = (typeof webhookSortColumns)[keyof typeof webhookSortColumns];

export async function countWebhooks(db: Db, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('webhookUrls as w')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('w.groupId', '=', groupId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listWebhooksPage(
  db: Db,
  groupId: string,
  window: PageWindow<WebhookSortColumn>,
): Promise<WebhookRow[]> {
  const query = db.selectFrom('webhookUrls as w').selectAll('w').where('w.groupId', '=', groupId);
  return applyPageWindow(query, window).execute();
}

export function listGroupWebhooks(db: Db, groupId: string): Promise<WebhookRow[]> {
  return db
    .selectFrom('webhookUrls')
    .selectAll()
    .where('groupId', '=', groupId)
    .orderBy('createdAt')
    .execute();
}

export function findWebhook(db: Db, groupId: string, id: string): Promise<WebhookRow | undefined> {
  return db
    .selectFrom('webhookUrls')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertWebhook(db: Db, row: NewWebhookRow): Promise<void> {
  await db.insertInto('webhookUrls').values(row).execute();
}

export async function updateWebhookRow(db: Db, id: string, change: WebhookUpdate): Promise<void> {
  await db.updateTable('webhookUrls').set(change).where('id', '=', id).execute();
}

export async function deleteWebhookRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('webhookUrls').where('id', '=', id).execute();
}

/** Enabled webhooks of every group whose time of day has come and that have not fired `today`. */
export function listDueWebhooks(db: Db, today: string, time: string): Promise<WebhookRow[]> {
  return db
    .selectFrom('webhookUrls')
    .selectAll()
    .where('enabled', '=', 1)
    .where('scheduledTime', '<=', time)
    .where((eb) => eb.or([eb('lastFiredOn', 'is', null), eb('lastFiredOn', '<', today)]))
    .orderBy('createdAt')
    .execute();
}

/** Marks a webhook fired `today`; false when it already was (another tick got there first). */
export async function claimWebhookRun(db: Db, id: string, today: string): Promise<boolean> {
  const result = await db
    .updateTable('webhookUrls')
    .set({ lastFiredOn: today })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lastFiredOn', 'is', null), eb('lastFiredOn', '<', today)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setWebhookDelivery(db: Db, id: string, delivery: string): Promise<void> {
  await db
    .updateTable('webhookUrls')
    .set({ lastDelivery: delivery })
    .where('id', '=', id)
    .execute();
}
