import { randomUUID } from 'node:crypto';

import { parseAppriseUrl } from '../../contract/apprise-url';
import type { Paginated, PaginationQuery } from '../../contract/common';
import type {
  GroupEventNotifierCreate,
  GroupEventNotifierOut,
  GroupEventNotifierUpdate,
} from '../../contract/event-notifiers';
import {
  countNotifiers,
  deleteNotifierRow,
  findNotifier,
  insertNotifier,
  listNotifiersPage,
  notifierSortColumns,
  updateNotifierRow,
} from '../../db/repos/event-notifiers.repo';
import type { EventNotifierRow } from '../../db/notification-tables';
import { NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';
import { translate } from '../../i18n/translate';

import type { Actor, ServiceContext } from '../context';
import { requireGroupPermission } from '../group-permissions';
import { paginate, parseOrderBy, rejectQueryFilter } from '../pagination';

import { noticeOf, optionsOf } from './events';
import { lastDeliveryOf } from './last-delivery';
import { notify } from './notifier-delivery';

function toOut(row: EventNotifierRow): GroupEventNotifierOut {
  const target = parseAppriseUrl(row.appriseUrl);
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled === 1,
    groupId: row.groupId,
    householdId: row.groupId,
    options: { ...optionsOf(row.options), id: row.id },
    service: 'error' in target ? 'unknown' : target.service,
    lastDelivery: lastDeliveryOf(row.lastDelivery),
  };
}

async function rowOf(ctx: ServiceContext, groupId: string, id: string): Promise<EventNotifierRow> {
  const row = await findNotifier(ctx.db, groupId, id);
  if (!row) throw new NotFoundError();
  return row;
}

/** `/api/groups/events/notifications`: who hears of the group's events, for its managers. */
export function listNotifiers(
  ctx: ServiceContext,
  actor: Actor,
  query: PaginationQuery,
  listPath: string,
): Promise<Paginated<GroupEventNotifierOut>> {
  const user = requireGroupPermission(actor, 'manage');
  rejectQueryFilter(query);
  return paginate(
    listPath,
    query,
    parseOrderBy(query, notifierSortColumns, {
      column: 'n.createdAt' as const,
      direction: query.orderDirection,
    }),
    () => countNotifiers(ctx.db, user.groupId),
    async (window) => (await listNotifiersPage(ctx.db, user.groupId, window)).map(toOut),
  );
}

export async function getNotifier(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<GroupEventNotifierOut> {
  return toOut(await rowOf(ctx, requireGroupPermission(actor, 'manage').groupId, id));
}

export async function createNotifier(
  ctx: ServiceContext,
  actor: Actor,
  input: GroupEventNotifierCreate,
): Promise<GroupEventNotifierOut> {
  const user = requireGroupPermission(actor, 'manage');
  const id = randomUUID();
  const now = nowIso();
  await insertNotifier(ctx.db, {
    id,
    groupId: user.groupId,
    name: input.name,
    enabled: 1,
    appriseUrl: input.appriseUrl,
    options: '{}',
    createdAt: now,
    updateAt: now,
  });
  return toOut(await rowOf(ctx, user.groupId, id));
}

export async function updateNotifier(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: GroupEventNotifierUpdate,
): Promise<GroupEventNotifierOut> {
  const user = requireGroupPermission(actor, 'manage');
  await rowOf(ctx, user.groupId, id);
  await updateNotifierRow(ctx.db, id, {
    name: input.name,
    enabled: input.enabled ? 1 : 0,
    ...(input.appriseUrl ? { appriseUrl: input.appriseUrl } : {}),
    options: JSON.stringify(input.options),
    updateAt: nowIso(),
  });
  return toOut(await rowOf(ctx, user.groupId, id));
}

export async function deleteNotifier(ctx: ServiceContext, actor: Actor, id: string): Promise<void> {
  const user = requireGroupPermission(actor, 'manage');
  await rowOf(ctx, user.groupId, id);
  await deleteNotifierRow(ctx.db, id);
}

/** Sends a test message now, once, and answers when it has gone (or failed). */
export async function testNotifier(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  locale: string,
): Promise<void> {
  const user = requireGroupPermission(actor, 'manage');
  const row = await rowOf(ctx, user.groupId, id);
  const subject = translate(locale, 'notifier.testWorks', { name: row.name });
  const notice = noticeOf(ctx, { type: 'testMessage', subject }, locale);
  await notify(ctx, row, notice, false);
}
