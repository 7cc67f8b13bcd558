import { randomUUID } from 'node:crypto';

import type {
  UserRatingOut,
  UserRatingSummary,
  UserRatingUpdate,
  UserRatings,
} from '../../contract/ratings';
import {
  findRating,
  insertRating,
  listRatingsOfUser,
  refreshRecipeRating,
  updateRating,
  type RatingRow,
} from '../../db/repos/ratings.repo';
import { findUserById } from '../../db/repos/users.repo';
import { ForbiddenError, NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { recipeOfActor } from './recipe-access';

const toSummary = (row: RatingRow): UserRatingSummary => ({
  recipeId: row.recipeId,
  rating: row.rating,
  isFavorite: row.isFavorite === 1,
});

const toRatingOut = (row: RatingRow): UserRatingOut => ({
  ...toSummary(row),
  userId: row.userId,
  id: row.id,
});

/**
 * Sets the caller's rating and/or favourite mark on a recipe of their group and keeps the
 * recipe's average in step, in one transaction. People change only their own (`id` is self).
 */
export async function setRating(
  ctx: ServiceContext,
  actor: Actor,
  userId: string,
  slugOrId: string,
  input: UserRatingUpdate,
): Promise<UserRatingOut> {
  const me = requireUser(actor);
  if (me.id !== userId) throw new ForbiddenError('errors.recipes.youCanOnlyChangeYour');
  const { recipe } = await recipeOfActor(ctx, actor, slugOrId);
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const existing = await findRating(trx, me.id, recipe.id);
    const row: RatingRow = {
      id: existing?.id ?? randomUUID(),
      userId: me.id,
      recipeId: recipe.id,
      rating: input.rating === undefined ? (existing?.rating ?? null) : input.rating,
      isFavorite:
        input.isFavorite === undefined || input.isFavorite === null
          ? (existing?.isFavorite ?? 0)
          : Number(input.isFavorite),
      createdAt: existing?.createdAt ?? now,
      updateAt: now,
    };
    if (existing) await updateRating(trx, row.id, row);
    else await insertRating(trx, row);
    await refreshRecipeRating(trx, recipe.id);
    return toRatingOut(row);
  });
}

/** A person's ratings (or favourites): their own, or anyone's for an admin. */
export async function listUserRatings(
  ctx: ServiceContext,
  actor: Actor,
  userId: string,
  favoritesOnly: boolean,
): Promise<UserRatings<UserRatingOut>> {
  const me = requireUser(actor);
  if (me.id !== userId) {
    if (me.admin !== 1) throw new ForbiddenError('errors.recipes.youCanOnlyReadYour');
    if (!(await findUserById(ctx.db, userId))) throw new NotFoundError();
  }
  const rows = await listRatingsOfUser(ctx.db, userId, { favoritesOnly });
  return { ratings: rows.map(toRatingOut) };
}

export async function listSelfRatings(
  ctx: ServiceContext,
  actor: Actor,
  favoritesOnly: boolean,
): Promise<UserRatings<UserRatingSummary>> {
  const me = requireUser(actor);
  const rows = await listRatingsOfUser(ctx.db, me.id, { favoritesOnly });
  return { ratings: rows.map(toSummary) };
}

/**
 * The caller's rating of a recipe of their group. Not rated yet is an answer the schema allows
 * (`rating: null`, not a favourite), not a 404 for every recipe page of an unrated recipe; a
 * recipe that is unknown or of another group is still not found.
 */
export async function getSelfRating(
  ctx: ServiceContext,
  actor: Actor,
  recipeId: string,
): Promise<UserRatingSummary> {
  const me = requireUser(actor);
  const row = await findRating(ctx.db, me.id, recipeId);
  if (row) return toSummary(row);
  const { recipe } = await recipeOfActor(ctx, actor, recipeId);
  return { recipeId: recipe.id, rating: null, isFavorite: false };
}
