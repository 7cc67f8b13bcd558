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
