import { randomUUID } from 'node:crypto';

import type { Paginated, PaginationQuery } from '../../contract/common';
import type { CreateGroupRecipeAction, GroupRecipeActionOut } from '../../contract/recipe-actions';
import { fillActionUrl } from '../../contract/recipe-action-url';
import type { RecipeActionRow } from '../../db/notification-tables';
import {
  countRecipeActions,
  deleteRecipeActionRow,
  findRecipeAction,
  insertRecipeAction,
  listRecipeActionsPage,
  recipeActionSortColumns,
  updateRecipeActionRow,
} from '../../db/repos/recipe-actions.repo';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';

import type { Actor, ServiceContext } from '../context';
import { requireGroupPermission } from '../group-permissions';
import { requireUser } from '../guards';
import { paginate, parseOrderBy, rejectQueryFilter } from '../pagination';
import { getRecipe } from '../recipes/recipes.service';

import { deliver } from './delivery';

function toOut(row: RecipeActionRow): GroupRecipeActionOut {
  return {
    actionType: row.actionType === 'post' ? 'post' : 'link',
    title: row.title,
    url: row.url,
    groupId: row.groupId,
    householdId: row.groupId,
    id: row.id,
  };
}

async function rowOf(ctx: ServiceContext, groupId: string, id: string): Promise<RecipeActionRow> {
  const row = await findRecipeAction(ctx.db, groupId, id);
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * `/api/groups/recipe-actions`: links and posts offered in every recipe's menu. Every member
 * reads them (the menu shows them); managers change them.
 */
export function listRecipeActions(
  ctx: ServiceContext,
  actor: Actor,
  query: PaginationQuery,
  listPath: string,
): Promise<Paginated<GroupRecipeActionOut>> {
  const user = requireUser(actor);
  rejectQueryFilter(query);
  return paginate(
    listPath,
    query,
    parseOrderBy(query, recipeActionSortColumns, {
      column: 'a.title' as const,
      direction: query.orderDirection,
    }),
    () => countRecipeActions(ctx.db, user.groupId),
    async (window) => (await listRecipeActionsPage(ctx.db, user.groupId, window)).map(toOut),
  );
}

export async function getRecipeAction(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<GroupRecipeActionOut> {
  return toOut(await rowOf(ctx, requireUser(actor).groupId, id));
}

export async function createRecipeAction(
  ctx: ServiceContext,
  actor: Actor,
  input: CreateGroupRecipeAction,
): Promise<GroupRecipeActionOut> {
  const user = requireGroupPermission(actor, 'manage');
  const id = randomUUID();
  const now = nowIso();
  await insertRecipeAction(ctx.db, {
    id,
    groupId: user.groupId,
    actionType: input.actionType,
    title: input.title,
    url: input.url,
    createdAt: now,
    updateAt: now,
  });
  return toOut(await rowOf(ctx, user.groupId, id));
}

export async function updateRecipeAction(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: CreateGroupRecipeAction,
): Promise<GroupRecipeActionOut> {
  const user = requireGroupPermission(actor, 'manage');
  await rowOf(ctx, user.groupId, id);
  await updateRecipeActionRow(ctx.db, id, {
    actionType: input.actionType,
    title: input.title,
    url: input.url,
    updateAt: nowIso(),
  });
  return toOut(await rowOf(ctx, user.groupId, id));
}

export async function deleteRecipeAction(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<GroupRecipeActionOut> {
  const user = requireGroupPermission(actor, 'manage');
  const action = toOut(await rowOf(ctx, user.groupId, id));
  await deleteRecipeActionRow(ctx.db, id);
  return action;
}

/**
 * Mealie v2's trigger of a `post` action: POSTs `{action, content: recipe}` to the action's URL
 * filled from the recipe, after answering (202).
 */
export async function triggerRecipeAction(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  slug: string,
): Promise<void> {
  const user = requireUser(actor);
  const action = toOut(await rowOf(ctx, user.groupId, id));
  if (action.actionType !== 'post') {
    throw new InvalidError('errors.notifications.onlyPostActionsAreTriggered');
  }
  const recipe = await getRecipe(ctx, actor, slug);
  const url = fillActionUrl(action.url, {
    id: recipe.id,
    slug: recipe.slug,
    name: recipe.name,
    url: `${ctx.settings.baseUrl}/recipe/${encodeURIComponent(recipe.slug)}`,
  });
  const body = JSON.stringify({ action, content: recipe });
  ctx.notifications.later(ctx.logger, async () => {
    const result = await deliver(
      ctx,
      { kind: 'http', url, headers: { 'content-type': 'application/json' }, body },
      true,
    );
    if (!result.ok) ctx.logger.warn({ action: id, result }, 'a recipe action post failed');
  });
}
