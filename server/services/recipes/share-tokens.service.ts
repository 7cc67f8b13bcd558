import { randomUUID } from 'node:crypto';

import type {
  RecipeShareToken,
  RecipeShareTokenCreate,
  RecipeShareTokenSummary,
} from '../../contract/sharing';
import type { Recipe } from '../../contract/recipes';
import { findRecipeRowById } from '../../db/repos/recipes.repo';
import {
  deleteShareToken,
  findLiveShareToken,
  findShareToken,
  insertShareToken,
  listShareTokens,
  type ShareTokenRow,
} from '../../db/repos/share-tokens.repo';
import { InvalidError, NotFoundError, PlainNotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { recipeOfActor } from './recipe-access';
import { loadRecipe } from './recipe-views';

const shareDays = 30;

/** ISO input as UTC; a naive date-time is taken as UTC, as Mealie does. */
function toUtcIso(value: string): string {
  const hasZone = /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(value);
  return new Date(hasZone ? value : `${value}Z`).toISOString();
}

function toSummary(row: ShareTokenRow): RecipeShareTokenSummary {
  return {
    id: row.id,
    recipeId: row.recipeId,
    groupId: row.groupId,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
  };
}

async function withRecipe(ctx: ServiceContext, row: ShareTokenRow): Promise<RecipeShareToken> {
  const recipe = await findRecipeRowById(ctx.db, row.recipeId);
  if (!recipe) throw new NotFoundError();
  return { ...toSummary(row), recipe: await loadRecipe(ctx.db, recipe) };
}

export async function listRecipeShares(
  ctx: ServiceContext,
  actor: Actor,
  recipeId: string | undefined,
): Promise<RecipeShareTokenSummary[]> {
  const user = requireUser(actor);
  return (await listShareTokens(ctx.db, user.groupId, recipeId)).map(toSummary);
}

/** A link to one of the group's recipes; its id is the random UUID visitors use. */
export async function createRecipeShare(
  ctx: ServiceContext,
  actor: Actor,
  input: RecipeShareTokenCreate,
): Promise<RecipeShareToken> {
  const { user, recipe } = await recipeOfActor(ctx, actor, input.recipeId);
  const now = nowIso();
  const expiresAt = input.expiresAt
    ? toUtcIso(input.expiresAt)
    : new Date(Date.now() + shareDays * 24 * 3_600_000).toISOString();
  if (expiresAt <= now) throw new InvalidError('errors.recipes.theExpiryDateMustBe');
  const row: ShareTokenRow = {
    id: randomUUID(),
    groupId: user.groupId,
    recipeId: recipe.id,
    expiresAt,
    createdAt: now,
    updateAt: now,
  };
  await insertShareToken(ctx.db, row);
  return withRecipe(ctx, row);
}

export async function getRecipeShare(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<RecipeShareToken> {
  const user = requireUser(actor);
  const row = await findShareToken(ctx.db, user.groupId, id);
  if (!row) throw new NotFoundError();
  return withRecipe(ctx, row);
}

/** Deletes a token of the caller's group and answers with it (Mealie's delete shape). */
export async function deleteRecipeShare(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<RecipeShareToken> {
  const shared = await getRecipeShare(ctx, actor, id);
  await deleteShareToken(ctx.db, id);
  return shared;
}

/**
 * What a visitor with a share link sees. Unlike Mealie v1.12 an expired token is refused, with
 * the same 404 as an unknown one, so a stale link reveals nothing.
 */
export async function readSharedRecipe(ctx: ServiceContext, id: string): Promise<Recipe> {
  const row = await findLiveShareToken(ctx.db, id, nowIso());
  const recipe = row ? await findRecipeRowById(ctx.db, row.recipeId) : undefined;
  if (!recipe) throw new PlainNotFoundError('errors.recipes.tokenNotFound');
  return loadRecipe(ctx.db, recipe);
}
