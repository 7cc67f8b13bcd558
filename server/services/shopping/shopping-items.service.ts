import type { Paginated, PaginationQuery, SuccessResponse } from '../../contract/common';
import type {
  ShoppingListItemCreate,
  ShoppingListItemOut,
  ShoppingListItemsCollectionOut,
  ShoppingListItemUpdate,
  ShoppingListItemUpdateBulk,
} from '../../contract/shopping';
import type { Db } from '../../db/database';
import {
  countGroupItems,
  findGroupItems,
  listGroupItemsPage,
  listItemRefsOf,
  shoppingItemFilterTargets,
  shoppingItemSortColumns,
} from '../../db/repos/shopping-items.repo';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { translate } from '../../i18n/translate';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { paginate, parseOrderBy } from '../pagination';
import { parseQueryFilter } from '../query-filter';
import { applyItemInput, blankItem } from './shopping-item-input';
import {
  addLine,
  collectionOf,
  newChanges,
  removeLines,
  saveLine,
  type ItemChanges,
  type ItemDraft,
} from './shopping-item-writes';
import { listOfGroup } from './shopping-lists.service';
import { toItemsOut } from './shopping-views';

export function listShoppingItems(
  ctx: ServiceContext,
  actor: Actor,
  query: PaginationQuery,
  listPath: string,
): Promise<Paginated<ShoppingListItemOut>> {
  const { groupId } = requireUser(actor);
  const filter = parseQueryFilter(query.queryFilter, shoppingItemFilterTargets);
  const order = parseOrderBy(query, shoppingItemSortColumns, {
    column: 'i.createdAt',
    direction: query.orderDirection,
  });
  return paginate(
    listPath,
    query,
    order,
    () => countGroupItems(ctx.db, groupId, filter),
    async (window) => toItemsOut(ctx.db, await listGroupItemsPage(ctx.db, groupId, filter, window)),
    query.queryFilter ? [['queryFilter', query.queryFilter]] : [],
  );
}

async function itemOfGroup(db: Db, groupId: string, id: string): Promise<ItemDraft> {
  const [row] = await findGroupItems(db, groupId, [id]);
  if (!row) throw new NotFoundError();
  return { row, refs: await listItemRefsOf(db, [id]) };
}

export async function getShoppingItem(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<ShoppingListItemOut> {
  const { row } = await itemOfGroup(ctx.db, requireUser(actor).groupId, id);
  return (await toItemsOut(ctx.db, [row]))[0] as ShoppingListItemOut;
}

/** Runs item writes in one transaction, then tells every touched list's listeners. */
async function writeItems(
  ctx: ServiceContext,
  actor: Actor,
  work: (db: Db, groupId: string, changes: ItemChanges) => Promise<void>,
): Promise<ShoppingListItemsCollectionOut> {
  const { groupId } = requireUser(actor);
  const changes = newChanges();
  const out = await ctx.db.transaction().execute(async (trx) => {
    await work(trx, groupId, changes);
    return collectionOf(trx, groupId, changes);
  });
  for (const listId of changes.listIds) ctx.events.publish(listId, 'items-changed');
  return out;
}

export function createShoppingItems(
  ctx: ServiceContext,
  actor: Actor,
  inputs: ShoppingListItemCreate[],
): Promise<ShoppingListItemsCollectionOut> {
  return writeItems(ctx, actor, async (db, groupId, changes) => {
    for (const input of inputs) {
      await listOfGroup(db, groupId, input.shoppingListId);
      if (input.id && (await findGroupItems(db, groupId, [input.id])).length > 0) {
        throw new InvalidError('errors.shopping.itemAlreadyExists');
      }
      const base = blankItem(input.shoppingListId, input.id ?? null);
      await addLine(db, changes, await applyItemInput(db, groupId, base, input));
    }
  });
}

export function updateShoppingItems(
  ctx: ServiceContext,
  actor: Actor,
  inputs: ShoppingListItemUpdateBulk,
): Promise<ShoppingListItemsCollectionOut> {
  return writeItems(ctx, actor, async (db, groupId, changes) => {
    for (const input of inputs) {
      // an earlier line of the same call may have merged this one away
      if (changes.deleted.some((item) => item.id === input.id)) continue;
      const current = await itemOfGroup(db, groupId, input.id);
      if (input.shoppingListId && input.shoppingListId !== current.row.shoppingListId) {
        await listOfGroup(db, groupId, input.shoppingListId);
        changes.listIds.add(current.row.shoppingListId);
        current.row = { ...current.row, shoppingListId: input.shoppingListId };
      }
      await saveLine(db, changes, await applyItemInput(db, groupId, current, input));
    }
  });
}

export function updateShoppingItem(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: ShoppingListItemUpdate,
): Promise<ShoppingListItemsCollectionOut> {
  return updateShoppingItems(ctx, actor, [{ ...input, id }]);
}

export async function deleteShoppingItems(
  ctx: ServiceContext,
  actor: Actor,
  ids: string[],
  locale: string,
): Promise<SuccessResponse> {
  await writeItems(ctx, actor, async (db, groupId, changes) => {
    const rows = await findGroupItems(db, groupId, ids);
    if (rows.length === 0) throw new NotFoundError();
    await removeLines(db, changes, rows);
  });
  return {
    message: translate(locale, 'success.shopping.itemsDeleted', { number: ids.length }),
    error: false,
  };
}
