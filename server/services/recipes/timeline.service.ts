import { randomUUID } from 'node:crypto';

import type { Paginated, PaginationQuery } from '../../contract/common';
import type { UpdateImageResponse } from '../../contract/media';
import type {
  RecipeTimelineEventIn,
  RecipeTimelineEventOut,
  RecipeTimelineEventUpdate,
} from '../../contract/timeline';
import { findRecipeRowById, updateRecipeRow } from '../../db/repos/recipes.repo';
import {
  countTimelineEvents,
  deleteTimelineEvent,
  findTimelineEvent,
  insertTimelineEvent,
  listTimelineEventsPage,
  timelineFilterTargets,
  timelineSortColumns,
  updateTimelineEvent,
  type TimelineEventRow,
} from '../../db/repos/timeline.repo';
import { ForbiddenError, NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';
import { removeTimelineMedia, timelineImageDir } from '../../files/media-paths';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { saveImageSet } from '../image-store';
import { paginate, parseOrderBy } from '../pagination';
import { parseQueryFilter } from '../query-filter';
import { recipeOfActor } from './recipe-access';

const hasImage = 'has image';
const noImage = 'does not have image';

function toEventOut(row: TimelineEventRow): RecipeTimelineEventOut {
  return {
    id: row.id,
    recipeId: row.recipeId,
    userId: row.userId,
    subject: row.subject,
    eventType: row.eventType as RecipeTimelineEventOut['eventType'],
    eventMessage: row.message,
    image: row.image === hasImage ? hasImage : noImage,
    timestamp: row.timestamp,
    createdAt: row.createdAt,
    updateAt: row.updateAt,
  };
}

/** ISO text as stored (UTC `toISOString()`); a date-time without a zone is UTC, as in Mealie. */
function toStoredTimestamp(text: string): string {
  const zoned = /T.*(Z|[+-]\d{2}:?\d{2})$/i.test(text) || !text.includes('T') ? text : `${text}Z`;
  return new Date(zoned).toISOString();
}

async function eventOfGroup(ctx: ServiceContext, actor: Actor, id: string) {
  const user = requireUser(actor);
  const row = await findTimelineEvent(ctx.db, user.groupId, id);
  if (!row) throw new NotFoundError();
  return { user, row };
}

/** The author or an admin may change or delete an event. */
async function ownEvent(ctx: ServiceContext, actor: Actor, id: string) {
  const found = await eventOfGroup(ctx, actor, id);
  if (found.row.userId !== found.user.id && found.user.admin !== 1) {
    throw new ForbiddenError('errors.recipes.permissionDenied');
  }
  return found.row;
}

export function listTimelineEvents(
  ctx: ServiceContext,
  actor: Actor,
  query: PaginationQuery,
  listPath: string,
): Promise<Paginated<RecipeTimelineEventOut>> {
  const user = requireUser(actor);
  const filter = parseQueryFilter(query.queryFilter, timelineFilterTargets);
  const order = parseOrderBy(query, timelineSortColumns, {
    column: 'e.createdAt',
    direction: query.orderDirection,
  });
  return paginate(
    listPath,
    query,
    order,
    () => countTimelineEvents(ctx.db, user.groupId, filter),
    async (window) =>
      (await listTimelineEventsPage(ctx.db, user.groupId, filter, window)).map(toEventOut),
    query.queryFilter ? [['queryFilter', query.queryFilter]] : [],
  );
}

export async function getTimelineEvent(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<RecipeTimelineEventOut> {
  return toEventOut((await eventOfGroup(ctx, actor, id)).row);
}

/**
 * An event by the caller on a recipe of their group. An `info` event ("made it") later than the
 * recipe's `lastMade` moves `lastMade` to its timestamp, in the same transaction: Mealie's web
 * page makes the same two calls one after the other; doing it here keeps other clients right.
 */
export async function createTimelineEvent(
  ctx: ServiceContext,
  actor: Actor,
  input: RecipeTimelineEventIn,
): Promise<RecipeTimelineEventOut> {
  const { user, recipe } = await recipeOfActor(ctx, actor, input.recipeId);
  const now = nowIso();
  const row: TimelineEventRow = {
    id: randomUUID(),
    recipeId: recipe.id,
    userId: user.id,
    subject: input.subject,
    message: input.eventMessage ?? null,
    eventType: input.eventType,
    image: noImage,
    timestamp: input.timestamp ? toStoredTimestamp(input.timestamp) : now,
    createdAt: now,
    updateAt: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await insertTimelineEvent(trx, row);
    if (row.eventType !== 'info') return;
    const current = await findRecipeRowById(trx, recipe.id);
    const lastMade = current?.lastMade ? Date.parse(current.lastMade) : -Infinity;
    if (Date.parse(row.timestamp) > lastMade) {
      await updateRecipeRow(trx, recipe.id, { lastMade: row.timestamp });
    }
  });
  return toEventOut(row);
}

/**
 * Subject and message change; `image` may only be cleared ("does not have image" removes the
 * pictures), since only an upload can give an event an image.
 */
export async function updateTimelineEventOf(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: RecipeTimelineEventUpdate,
): Promise<RecipeTimelineEventOut> {
  const row = await ownEvent(ctx, actor, id);
  const clearImage = input.image === noImage && row.image === hasImage;
  const change = {
    subject: input.subject,
    message: input.eventMessage === undefined ? row.message : input.eventMessage,
    image: clearImage ? noImage : row.image,
    timestamp: input.timestamp ? toStoredTimestamp(input.timestamp) : row.timestamp,
    updateAt: nowIso(),
  };
  await updateTimelineEvent(ctx.db, id, change);
  if (clearImage) await removeTimelineMedia(ctx.files, row.recipeId, row.id);
  return toEventOut({ ...row, ...change });
}

/** Deletes the event, then its pictures. `lastMade` stays: the recipe was still made. */
export async function deleteTimelineEventOf(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<RecipeTimelineEventOut> {
  const row = await ownEvent(ctx, actor, id);
  await deleteTimelineEvent(ctx.db, row.id);
  await removeTimelineMedia(ctx.files, row.recipeId, row.id);
  return toEventOut(row);
}

export async function setTimelineEventImage(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  bytes: Uint8Array,
): Promise<UpdateImageResponse> {
  const row = await ownEvent(ctx, actor, id);
  await saveImageSet(timelineImageDir(ctx.files, row.recipeId, row.id), bytes);
  await updateTimelineEvent(ctx.db, row.id, { image: hasImage, updateAt: nowIso() });
  return { image: hasImage };
}
