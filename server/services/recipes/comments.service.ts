import { randomUUID } from 'node:crypto';

import type { Paginated, PaginationQuery } from '../../contract/common';
import type { RecipeCommentOut, RecipeCommentUpdate } from '../../contract/comments';
import {
  commentFilterTargets,
  commentSortColumns,
  countComments,
  deleteComment,
  findComment,
  insertComment,
  listCommentsOfRecipe,
  listCommentsPage,
  updateCommentText,
  type CommentWithAuthor,
} from '../../db/repos/comments.repo';
import type { UserWithGroup } from '../../db/repos/users.repo';
import { ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';
import { translate } from '../../i18n/translate';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { paginate, parseOrderBy } from '../pagination';
import { parseQueryFilter } from '../query-filter';
import { recipeOfActor } from './recipe-access';

function toCommentOut(row: CommentWithAuthor): RecipeCommentOut {
  return {
    id: row.id,
    recipeId: row.recipeId,
    text: row.text,
    createdAt: row.createdAt,
    updateAt: row.updateAt,
    userId: row.userId,
    user: { id: row.userId, username: row.username, admin: row.admin === 1 },
  };
}

async function commentOfGroup(ctx: ServiceContext, user: UserWithGroup, id: string) {
  const row = await findComment(ctx.db, user.groupId, id);
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * A comment the caller may change: only its author or an admin (Mealie's rule). Under
 * `/api/recipes/{slug}/comments/{id}` it must also belong to that recipe.
 */
async function ownComment(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  recipeSlugOrId: string | undefined,
) {
  const user = requireUser(actor);
  const row = await commentOfGroup(ctx, user, id);
  if (recipeSlugOrId !== undefined) {
    const { recipe } = await recipeOfActor(ctx, actor, recipeSlugOrId);
    if (recipe.id !== row.recipeId) throw new NotFoundError();
  }
  if (row.userId !== user.id && user.admin !== 1)
    throw new ForbiddenError('errors.recipes.permissionDenied');
  return row;
}

export async function listRecipeComments(
  ctx: ServiceContext,
  actor: Actor,
  slugOrId: string,
): Promise<RecipeCommentOut[]> {
  const { user, recipe } = await recipeOfActor(ctx, actor, slugOrId);
  return (await listCommentsOfRecipe(ctx.db, user.groupId, recipe.id)).map(toCommentOut);
}

export function listComments(
  ctx: ServiceContext,
  actor: Actor,
  query: PaginationQuery,
  listPath: string,
): Promise<Paginated<RecipeCommentOut>> {
  const user = requireUser(actor);
  const filter = parseQueryFilter(query.queryFilter, commentFilterTargets);
  const order = parseOrderBy(query, commentSortColumns, {
    column: 'c.createdAt',
    direction: query.orderDirection,
  });
  return paginate(
    listPath,
    query,
    order,
    () => countComments(ctx.db, user.groupId, filter),
    async (window) =>
      (await listCommentsPage(ctx.db, user.groupId, filter, window)).map(toCommentOut),
    query.queryFilter ? [['queryFilter', query.queryFilter]] : [],
  );
}

export async function getComment(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<RecipeCommentOut> {
  return toCommentOut(await commentOfGroup(ctx, requireUser(actor), id));
}

/** A comment by the caller on a recipe of their group (by slug or id). */
export async function createComment(
  ctx: ServiceContext,
  actor: Actor,
  recipeSlugOrId: string,
  text: string,
): Promise<RecipeCommentOut> {
  const { user, recipe } = await recipeOfActor(ctx, actor, recipeSlugOrId);
  const now = nowIso();
  const id = randomUUID();
  await insertComment(ctx.db, {
    id,
    recipeId: recipe.id,
    userId: user.id,
    text,
    createdAt: now,
    updateAt: now,
  });
  return toCommentOut(await commentOfGroup(ctx, user, id));
}

export async function updateComment(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: RecipeCommentUpdate,
  recipeSlugOrId?: string,
): Promise<RecipeCommentOut> {
  if (input.id && input.id !== id) throw new InvalidError('errors.recipes.theIdInTheBody');
  await ownComment(ctx, actor, id, recipeSlugOrId);
  await updateCommentText(ctx.db, id, input.text, nowIso());
  return toCommentOut(await commentOfGroup(ctx, requireUser(actor), id));
}

export async function removeComment(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  locale: string,
  recipeSlugOrId?: string,
): Promise<{ message: string; error: false }> {
  await ownComment(ctx, actor, id, recipeSlugOrId);
  await deleteComment(ctx.db, id);
  return { message: translate(locale, 'success.comments.deleted'), error: false };
}
