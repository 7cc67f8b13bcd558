import { randomUUID } from 'node:crypto';

import type { Paginated, PaginationQuery, SuccessResponse } from '../../contract/common';
import type { LastDelivery } from '../../contract/deliveries';
import type { CreateWebhook, ReadWebhook } from '../../contract/webhooks';
import type { Db } from '../../db/database';
import type { WebhookRow } from '../../db/group-settings-tables';
import {
  countWebhooks,
  deleteWebhookRow,
  findWebhook,
  insertWebhook,
  listGroupWebhooks,
  listWebhooksPage,
  updateWebhookRow,
  webhookSortColumns,
} from '../../db/repos/webhooks.repo';
import { NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';
import { translate } from '../../i18n/translate';

import type { Actor, ServiceContext } from '../context';
import { requireGroupPermission } from '../group-permissions';
import { lastDeliveryOf } from '../notifications/last-delivery';
import { fireWebhook } from '../notifications/webhook-fire';
import { localTimeOfDay } from '../notifications/webhook-scheduler';
import { paginate, parseOrderBy, rejectQueryFilter } from '../pagination';

import { localToday } from './meal-plan-views';

/**
 * `/api/groups/webhooks`: the meal-plan webhooks of the group, kept for its managers; the
 * notifications' scheduler calls them each day at their time.
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
    lastDelivery: lastDeliveryOf(row.lastDelivery),
  };
}

async function webhookOf(db: Db, groupId: string, id: string): Promise<ReadWebhook> {
  const row = await findWebhook(db, groupId, id);
  if (!row) throw new NotFoundError();
  return toReadWebhook(row);
}

/**
 * A webhook saved after its time today starts tomorrow, as in Mealie, whose timer only fires
 * times that come; one whose time is still ahead fires today.
 */
function firstDayOf(ctx: ServiceContext, input: CreateWebhook): { lastFiredOn?: string } {
  const now = ctx.notifications.now();
  return input.scheduledTime <= localTimeOfDay(now) ? { lastFiredOn: localToday(now) } : {};
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
    ...firstDayOf(ctx, input),
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
  const before = await webhookOf(ctx.db, user.groupId, id);
  const moved = before.scheduledTime !== input.scheduledTime ? firstDayOf(ctx, input) : {};
  await updateWebhookRow(ctx.db, id, { ...fields(input), ...moved, updateAt: nowIso() });
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

/** Calls the webhook now, once, with today's meal plan; answers how it went. */
export async function testWebhook(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<LastDelivery> {
  const user = requireGroupPermission(actor, 'manage');
  const row = await findWebhook(ctx.db, user.groupId, id);
  if (!row) throw new NotFoundError();
  return fireWebhook(ctx, row, false);
}

/** Mealie's rerun: fires again, after answering, every enabled webhook whose time today has come. */
export async function rerunWebhooks(
  ctx: ServiceContext,
  actor: Actor,
  locale: string,
): Promise<SuccessResponse> {
  const user = requireGroupPermission(actor, 'manage');
  const time = localTimeOfDay(ctx.notifications.now());
  const due = (await listGroupWebhooks(ctx.db, user.groupId)).filter(
    (row) => row.enabled === 1 && row.scheduledTime <= time,
  );
  for (const row of due) {
    ctx.notifications.later(ctx.logger, async () => {
      await fireWebhook(ctx, row, true);
    });
  }
  return {
    message: translate(locale, 'success.webhooks.firedAgain', { number: due.length }),
    error: false,
  };
}
