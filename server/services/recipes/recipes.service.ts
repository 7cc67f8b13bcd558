import { randomUUID } from 'node:crypto';

import type { Recipe, RecipeIn } from '../../contract/recipes';
import { findPreferences } from '../../db/repos/groups.repo';
import { removeFromIndex } from '../../db/repos/recipe-index.repo';
import { forgetOldSlug, rememberOldSlug } from '../../db/repos/recipe-slug-history.repo';
import {
  deleteRecipeRow,
  findRecipeRowById,
  insertRecipeRow,
  isRecipeSlugTaken,
  listRecipeSlugsLike,
  nextSearchKey,
  updateRecipeRow,
} from '../../db/repos/recipes.repo';
import type { Db } from '../../db/database';
import { ReadCache } from '../../db/read-cache';
import type { RecipeRow } from '../../db/schema';
import type { UserWithGroup } from '../../db/repos/users.repo';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';
import { firstFreeName, slugify } from '../../domain/slug';
import { nowIso } from '../../domain/time';
import { copyRecipeMedia, removeRecipeMedia } from '../../files/media-paths';

import type { Actor, ServiceContext } from '../context';
import { publishEvent } from '../notifications/events';
import { requireUser } from '../guards';
import { editableRecipeOfActor, recipeOfActor } from './recipe-access';
import { loadRecipe } from './recipe-views';
import { writeRecipeBody, type WriteMode } from './recipe-writer';
import { addSystemEvent } from './timeline-system-events';

async function reload(db: Db, id: string): Promise<Recipe> {
  const row = await findRecipeRowById(db, id);
  if (!row) throw new NotFoundError('errors.recipes.noEntryFound');
  return loadRecipe(db, row);
}

export async function getRecipe(
  ctx: ServiceContext,
  actor: Actor,
  slugOrId: string,
): Promise<Recipe> {
  const { recipe } = await recipeOfActor(ctx, actor, slugOrId);
  // The row is read again inside: a recipe kept must come from reads made after the generation.
  return recipesRead.read(ctx.db, recipe.id, () => reload(ctx.db, recipe.id));
}

/** Recipes as they were last read, while nothing was written (Mealie clients poll them). */
const recipesRead = new ReadCache<Recipe>(500);

/**
 * Creates a recipe in the caller's group and returns its slug. A taken name becomes "Name (1)"
 * … "Name (10)"; new recipes copy the group's recipe preferences as their settings.
 */
export async function createRecipe(
  ctx: ServiceContext,
  actor: Actor,
  input: RecipeIn,
): Promise<string> {
  const user = requireUser(actor);
  const slug = await ctx.db.transaction().execute(async (trx) => insertRecipe(trx, user, input));
  const subject = input.name?.trim() || slug;
  publishEvent(ctx, user.groupId, { type: 'recipeCreated', subject, path: `/recipe/${slug}` });
  return slug;
}

/** How a new recipe's "Recipe Created" timeline event tells where it came from. */
export interface NewRecipeOptions {
  createdMessage?: string;
}

export async function insertRecipe(
  db: Db,
  user: UserWithGroup,
  input: RecipeIn,
  options: NewRecipeOptions = {},
): Promise<string> {
  const requested = input.name?.trim() || 'New Recipe';
  const base = slugify(requested);
  if (!base) throw new InvalidError('errors.recipes.aRecipeNameNeedsAt');
  const taken = await listRecipeSlugsLike(db, user.groupId, base);
  const choice = firstFreeName(requested, (slug) => taken.has(slug));
  if (!choice) throw new ConflictError('errors.recipes.recipeAlreadyExists');
  await forgetOldSlug(db, user.groupId, choice.slug);
  const prefs = await findPreferences(db, user.groupId);
  const now = nowIso();
  const id = randomUUID();
  await insertRecipeRow(db, {
    id,
    groupId: user.groupId,
    userId: user.id,
    searchKey: await nextSearchKey(db),
    name: choice.name,
    slug: choice.slug,
    description: '',
    extras: '{}',
    locked: 0,
    dateAdded: now.slice(0, 10),
    isPublic: prefs?.recipePublic ?? 1,
    showNutrition: prefs?.recipeShowNutrition ?? 0,
    showAssets: prefs?.recipeShowAssets ?? 0,
    landscapeView: prefs?.recipeLandscapeView ?? 0,
    disableComments: prefs?.recipeDisableComments ?? 0,
    disableAmount: prefs?.recipeDisableAmount ?? 1,
    createdAt: now,
    updateAt: now,
  });
  await writeRecipeBody(
    db,
    user.groupId,
    id,
    { ...input, dateAdded: input.dateAdded ?? now.slice(0, 10) },
    'merge',
  );
  await addSystemEvent(db, {
    recipeId: id,
    userId: user.id,
    subject: 'Recipe Created',
    message: options.createdMessage,
  });
  return choice.slug;
}

/** A rename leaves the old slug pointing at the recipe; the new one is the recipe's alone. */
async function moveSlug(db: Db, groupId: string, recipe: RecipeRow, slug: string, now: string) {
  await rememberOldSlug(db, { groupId, slug: recipe.slug, recipeId: recipe.id, createdAt: now });
  await forgetOldSlug(db, groupId, slug);
}

/** PUT (replace) or PATCH (merge). A new name renames the slug; a taken one is refused. */
export async function updateRecipe(
  ctx: ServiceContext,
  actor: Actor,
  slugOrId: string,
  input: RecipeIn,
  mode: WriteMode,
): Promise<Recipe> {
  const [recipe] = await updateRecipes(ctx, actor, [{ ...input, slug: slugOrId }], mode);
  if (!recipe) throw new NotFoundError('errors.recipes.noEntryFound');
  return recipe;
}

/** A recipe of the body of `PUT`/`PATCH /api/recipes` (Mealie v2): found by its slug or id. */
export type RecipeInOf = RecipeIn & { slug?: string | null; id?: string | null };

/**
 * Writes each recipe in one transaction: every one is checked before any is written, and a
 * refused one (a taken name) leaves all of them as they were.
 */
export async function updateRecipes(
  ctx: ServiceContext,
  actor: Actor,
  inputs: RecipeInOf[],
  mode: WriteMode,
): Promise<Recipe[]> {
  const targets: { user: UserWithGroup; recipe: RecipeRow; input: RecipeIn }[] = [];
  for (const input of inputs) {
    const slugOrId = input.slug ?? input.id;
    if (!slugOrId) throw new InvalidError('errors.recipes.eachRecipeNeedsItsSlug');
    targets.push({ ...(await editableRecipeOfActor(ctx, actor, slugOrId)), input });
  }
  await ctx.db.transaction().execute(async (trx) => {
    for (const { user, recipe, input } of targets) {
      await writeRecipeChanges(trx, user.groupId, recipe, input, mode);
    }
  });
  const updated = await Promise.all(targets.map(({ recipe }) => reload(ctx.db, recipe.id)));
  targets.forEach(({ user }, index) => {
    const recipe = updated[index];
    if (!recipe) return;
    const path = `/recipe/${recipe.slug}`;
    publishEvent(ctx, user.groupId, { type: 'recipeUpdated', subject: recipe.name, path });
  });
  return updated;
}

async function writeRecipeChanges(
  trx: Db,
  groupId: string,
  recipe: RecipeRow,
  input: RecipeIn,
  mode: WriteMode,
): Promise<void> {
  const name = input.name?.trim();
  let naming = {};
  const now = nowIso();
  if (name && name !== recipe.name) {
    const slug = slugify(name);
    if (!slug) throw new InvalidError('errors.recipes.aRecipeNameNeedsAt');
    if (await isRecipeSlugTaken(trx, groupId, slug, recipe.id))
      throw new ConflictError('errors.recipes.recipeAlreadyExists');
    naming = { name, slug };
    if (slug !== recipe.slug) await moveSlug(trx, groupId, recipe, slug, now);
  }
  await writeRecipeBody(trx, groupId, recipe.id, input, mode, {
    ...naming,
    updateAt: now,
    dateUpdated: now,
  });
}

export async function deleteRecipe(
  ctx: ServiceContext,
  actor: Actor,
  slugOrId: string,
): Promise<Recipe> {
  const { recipe } = await editableRecipeOfActor(ctx, actor, slugOrId);
  const before = await loadRecipe(ctx.db, recipe);
  await ctx.db.transaction().execute(async (trx) => {
    await removeFromIndex(trx, recipe.searchKey);
    await deleteRecipeRow(trx, recipe.id);
  });
  await removeRecipeMedia(ctx.files, recipe.id);
  publishEvent(ctx, recipe.groupId, { type: 'recipeDeleted', subject: before.name });
  return before;
}

/** A copy under a new name (default "<name> (1)"…) with its own ids, pictures and asset files. */
export async function duplicateRecipe(
  ctx: ServiceContext,
  actor: Actor,
  slugOrId: string,
  name: string | null | undefined,
): Promise<{ source: Recipe; copy: Recipe }> {
  const { user, recipe } = await recipeOfActor(ctx, actor, slugOrId);
  const source = await loadRecipe(ctx.db, recipe);
  const slug = await ctx.db.transaction().execute((trx) =>
    insertRecipe(trx, user, {
      ...source,
      name: name?.trim() || source.name,
      dateAdded: null,
      lastMade: null,
      recipeIngredient: source.recipeIngredient.map((i) => ({ ...i, referenceId: null })),
      recipeInstructions: source.recipeInstructions.map((s) => ({ ...s, id: null })),
      comments: undefined,
    } as RecipeIn),
  );
  const copy = await recipeOfActor(ctx, actor, slug);
  await copyRecipeMedia(ctx.files, recipe.id, copy.recipe.id);
  await updateRecipeRow(ctx.db, copy.recipe.id, { image: recipe.image });
  return { source, copy: await reload(ctx.db, copy.recipe.id) };
}

export async function setLastMade(
  ctx: ServiceContext,
  actor: Actor,
  slugOrId: string,
  timestamp: string,
): Promise<Recipe> {
  const { recipe } = await recipeOfActor(ctx, actor, slugOrId);
  await updateRecipeRow(ctx.db, recipe.id, { lastMade: new Date(timestamp).toISOString() });
  return reload(ctx.db, recipe.id);
}
