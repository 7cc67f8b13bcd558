import { randomUUID } from 'node:crypto';

import type { Paginated, PaginationQuery } from '../../contract/common';
import type { CreateWebhook, ReadWebhook } from '../../contract/webhooks';
import type { Db } from '../../db/database';
import type { WebhookRow } from '../../db/group-settings-tables';
import {
  countWebhooks,
  deleteWebhookRow,
  findWebhook,
  insertWebhook,
  listWebhooksPage,
  updateWebhookRow,
  webhookSortColumns,
} from '../../db/repos/webhooks.repo';
import { NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';

import type { Actor, ServiceContext } from '../context';
import { requireGroupPermission } from '../group-permissions';
import { paginate, parseOrderBy, rejectQueryFilter } from '../pagination';

/**
 * `/api/groups/webhooks`: the meal-plan webhooks of the group, kept for its managers. Larder
 * stores them; it does not call them yet.
 */
export function toReadWebhook(row: WebhookRow): ReadWebhook {
  return {
    id: row.id,
    groupId: row.groupId,
    householdId: row.groupId,
    enabled: row.enabled === 1,
    name: row.name,
    url: row.url,
    webhookType: 'mealplan',
    scheduledTime: row.scheduledTime,
  };
}

async function webhookOf(db: Db, groupId: string, id: string): Promise<ReadWebhook> {
  const row = await findWebhook(db, groupId, id);
  if (!row) throw new NotFoundError();
  return toReadWebhook(row);
}

const fields = (input: CreateWebhook) => ({
  enabled: input.enabled ? 1 : 0,
  name: input.name,
  url: input.url,
  webhookType: input.webhookType,
  scheduledTime: input.scheduledTime,
});

export function listWebhooks(
  ctx: ServiceContext,
  actor: Actor,
  query: PaginationQuery,
  listPath: string,
): Promise<Paginated<ReadWebhook>> {
  const user = requireGroupPermission(actor, 'manage');
  rejectQueryFilter(query);
  return paginate(
    listPath,
    query,
    parseOrderBy(query, webhookSortColumns, {
      column: 'w.createdAt' as const,
      direction: query.orderDirection,
    }),
    () => countWebhooks(ctx.db, user.groupId),
    async (window) => (await listWebhooksPage(ctx.db, user.groupId, window)).map(toReadWebhook),
  );
}

export function getWebhook(ctx: ServiceContext, actor: Actor, id: string): Promise<ReadWebhook> {
  return webhookOf(ctx.db, requireGroupPermission(actor, 'manage').groupId, id);
}

export async function createWebhook(
  ctx: ServiceContext,
  actor: Actor,
  input: CreateWebhook,
): Promise<ReadWebhook> {
  const user = requireGroupPermission(actor, 'manage');
  const id = randomUUID();
  const now = nowIso();
  await insertWebhook(ctx.db, {
    id,
    groupId: user.groupId,
    ...fields(input),
    createdAt: now,
    updateAt: now,
  });
  return webhookOf(ctx.db, user.groupId, id);
}

export async function updateWebhook(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: CreateWebhook,
): Promise<ReadWebhook> {
  const user = requireGroupPermission(actor, 'manage');
  await webhookOf(ctx.db, user.groupId, id);
  await updateWebhookRow(ctx.db, id, { ...fields(input), updateAt: nowIso() });
  return webhookOf(ctx.db, user.groupId, id);
}

export async function deleteWebhook(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<ReadWebhook> {
  const user = requireGroupPermission(actor, 'manage');
  const webhook = await webhookOf(ctx.db, user.groupId, id);
  await deleteWebhookRow(ctx.db, id);
  return webhook;
}
