import { randomUUID } from 'node:crypto';

import type { Paginated } from '../../contract/common';
import type {
  LabelSettingsUpdate,
  ShoppingListCreate,
  ShoppingListOut,
  ShoppingListQuery,
  ShoppingListSummary,
  ShoppingListUpdate,
} from '../../contract/shopping';
import type { Db } from '../../db/database';
import { listItemsOf } from '../../db/repos/shopping-items.repo';
import {
  countShoppingLists,
  deleteShoppingListRow,
  findShoppingList,
  insertLabelSettings,
  insertShoppingList,
  listGroupLabelIds,
  listLabelSettingsOf,
  listShoppingListsPage,
  setLabelSettingPosition,
  shoppingListSortColumns,
  updateShoppingListRow,
} from '../../db/repos/shopping-lists.repo';
import type { ShoppingListRow } from '../../db/shopping-tables';
import { NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';

import type { Actor, ServiceContext } from '../context';
import { publishEvent } from '../notifications/events';
import { requireUser } from '../guards';
import { paginate, parseOrderBy, rejectQueryFilter } from '../pagination';
import { toListOut, toListSummaries } from './shopping-views';

/** A list of the caller's group; other groups' lists answer 404 like missing ones. */
export async function listOfGroup(db: Db, groupId: string, id: string): Promise<ShoppingListRow> {
  const list = await findShoppingList(db, groupId, id);
  if (!list) throw new NotFoundError();
  return list;
}

/** Checks the caller may read the list (its events stream). */
export async function assertListReadable(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<void> {
  await listOfGroup(ctx.db, requireUser(actor).groupId, id);
}

/** Gives the list a setting for every label of the group it lacks (labels made later too). */
async function syncLabelSettings(db: Db, list: ShoppingListRow): Promise<void> {
  const [labels, settings] = await Promise.all([
    listGroupLabelIds(db, list.groupId),
    listLabelSettingsOf(db, [list.id]),
  ]);
  const known = new Set(settings.map((s) => s.labelId));
  let position = settings.reduce((max, s) => Math.max(max, s.position + 1), 0);
  await insertLabelSettings(
    db,
    labels
      .filter((l) => !known.has(l.id))
      .map((l) => ({
        id: randomUUID(),
        shoppingListId: list.id,
        labelId: l.id,
        position: position++,
      })),
  );
}

export async function readListOut(db: Db, list: ShoppingListRow): Promise<ShoppingListOut> {
  return toListOut(db, list, await listItemsOf(db, list.id));
}

export async function listShoppingLists(
  ctx: ServiceContext,
  actor: Actor,
  query: ShoppingListQuery,
  listPath: string,
): Promise<Paginated<ShoppingListSummary>> {
  const user = requireUser(actor);
  rejectQueryFilter(query);
  const order = parseOrderBy(query, shoppingListSortColumns, {
    column: 'createdAt',
    direction: query.orderDirection,
  });
  return paginate(
    listPath,
    query,
    order,
    () => countShoppingLists(ctx.db, user.groupId),
    async (window) =>
      toListSummaries(ctx.db, await listShoppingListsPage(ctx.db, user.groupId, window)),
  );
}

export async function createShoppingList(
  ctx: ServiceContext,
  actor: Actor,
  input: ShoppingListCreate,
): Promise<ShoppingListOut> {
  const user = requireUser(actor);
  const now = nowIso();
  const list: ShoppingListRow = {
    id: randomUUID(),
    groupId: user.groupId,
    userId: user.id,
    name: input.name ?? '',
    extras: JSON.stringify(input.extras ?? {}),
    createdAt: now,
    updateAt: now,
  };
  return ctx.db.transaction().execute(async (trx) => {
    await insertShoppingList(trx, list);
    await syncLabelSettings(trx, list);
    const path = `/shopping-lists/${list.id}`;
    publishEvent(ctx, user.groupId, { type: 'shoppingListCreated', subject: list.name, path });
    return readListOut(trx, list);
  });
}

export function getShoppingList(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<ShoppingListOut> {
  const user = requireUser(actor);
  return ctx.db.transaction().execute(async (trx) => {
    const list = await listOfGroup(trx, user.groupId, id);
    await syncLabelSettings(trx, list);
    return readListOut(trx, list);
  });
}

export async function updateShoppingList(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: ShoppingListUpdate,
): Promise<ShoppingListOut> {
  const user = requireUser(actor);
  const out = await ctx.db.transaction().execute(async (trx) => {
    const list = await listOfGroup(trx, user.groupId, id);
    const change = {
      name: input.name ?? list.name,
      extras: input.extras === undefined ? list.extras : JSON.stringify(input.extras ?? {}),
      updateAt: nowIso(),
    };
    await updateShoppingListRow(trx, id, change);
    return readListOut(trx, { ...list, ...change });
  });
  ctx.events.publish(id, 'list-changed');
  const path = `/shopping-lists/${id}`;
  publishEvent(ctx, user.groupId, { type: 'shoppingListUpdated', subject: out.name, path });
  return out;
}

export async function deleteShoppingList(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<ShoppingListOut> {
  const user = requireUser(actor);
  const out = await ctx.db.transaction().execute(async (trx) => {
    const list = await listOfGroup(trx, user.groupId, id);
    const before = await readListOut(trx, list);
    await deleteShoppingListRow(trx, id);
    return before;
  });
  ctx.events.publish(id, 'list-deleted');
  publishEvent(ctx, user.groupId, { type: 'shoppingListDeleted', subject: out.name });
  return out;
}

/** Saves the order of the list's labels (the "view by label" order). */
export async function updateLabelSettings(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: LabelSettingsUpdate,
): Promise<ShoppingListOut> {
  const user = requireUser(actor);
  const out = await ctx.db.transaction().execute(async (trx) => {
    const list = await listOfGroup(trx, user.groupId, id);
    await syncLabelSettings(trx, list);
    for (const setting of input) {
      await setLabelSettingPosition(trx, id, setting.id, setting.position);
    }
    await updateShoppingListRow(trx, id, { updateAt: nowIso() });
    return readListOut(trx, (await findShoppingList(trx, user.groupId, id)) ?? list);
  });
  ctx.events.publish(id, 'list-changed');
  return out;
}
