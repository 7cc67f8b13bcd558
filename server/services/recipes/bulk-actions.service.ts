import type { AssignCategories, AssignSettings, AssignTags } from '../../contract/exports';
import type { OrganizerRef } from '../../contract/organizers';
import type { UserWithGroup } from '../../db/repos/users.repo';
import { indexRecipe } from '../../db/repos/recipe-index.repo';
import { addOrganizerLinks } from '../../db/repos/recipe-organizer-links.repo';
import { updateRecipeRow } from '../../db/repos/recipes.repo';
import type { RecipeRow } from '../../db/schema';
import { NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';

import { findGroupRecipes } from './bulk-recipes';
import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { assertCanEdit } from './recipe-access';
import { resolveOrganizers } from './recipe-references';
import { deleteRecipe } from './recipes.service';

const flag = (value: boolean) => (value ? 1 : 0);

/**
 * The recipes a bulk edit touches, all checked before anything changes: an unknown slug is a
 * 404 (Mealie v1.12 fails half-way with a 500) and a locked recipe of someone else a 403.
 */
async function editableRecipes(
  ctx: ServiceContext,
  user: UserWithGroup,
  slugs: string[],
): Promise<RecipeRow[]> {
  const { found, missing } = await findGroupRecipes(ctx.db, user.groupId, slugs);
  if (missing.length > 0) throw new NotFoundError('errors.recipes.noEntryFound');
  for (const recipe of found) assertCanEdit(user, recipe);
  return found;
}

async function addOrganizers(
  ctx: ServiceContext,
  actor: Actor,
  kind: 'categories' | 'tags',
  slugs: string[],
  refs: OrganizerRef[],
): Promise<void> {
  const user = requireUser(actor);
  const recipes = await editableRecipes(ctx, user, slugs);
  await ctx.db.transaction().execute(async (trx) => {
    const ids = await resolveOrganizers(trx, kind, user.groupId, refs);
    const now = nowIso();
    for (const recipe of recipes) {
      await addOrganizerLinks(trx, kind, recipe.id, ids);
      await updateRecipeRow(trx, recipe.id, { updateAt: now, dateUpdated: now });
      // Tag and category names are part of the search text.
      await indexRecipe(trx, recipe.id);
    }
  });
}

export function categorizeRecipes(
  ctx: ServiceContext,
  actor: Actor,
  input: AssignCategories,
): Promise<void> {
  return addOrganizers(ctx, actor, 'categories', input.recipes, input.categories);
}

export function tagRecipes(ctx: ServiceContext, actor: Actor, input: AssignTags): Promise<void> {
  return addOrganizers(ctx, actor, 'tags', input.recipes, input.tags);
}

/** Replaces the settings of each recipe; `locked` stays as it was (Mealie). */
export async function setRecipeSettings(
  ctx: ServiceContext,
  actor: Actor,
  input: AssignSettings,
): Promise<void> {
  const user = requireUser(actor);
  const recipes = await editableRecipes(ctx, user, input.recipes);
  const { settings } = input;
  await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    for (const recipe of recipes) {
      await updateRecipeRow(trx, recipe.id, {
        isPublic: flag(settings.public),
        showNutrition: flag(settings.showNutrition),
        showAssets: flag(settings.showAssets),
        landscapeView: flag(settings.landscapeView),
        disableComments: flag(settings.disableComments),
        disableAmount: flag(settings.disableAmount),
        updateAt: now,
        dateUpdated: now,
      });
    }
  });
}

/**
 * Deletes the named recipes of the caller's group through the single-recipe delete (so its
 * clean-up applies). Unknown slugs are skipped, as in Mealie; a locked recipe of someone else
 * stops the whole batch before anything is deleted.
 */
export async function deleteRecipes(
  ctx: ServiceContext,
  actor: Actor,
  slugs: string[],
): Promise<void> {
  const user = requireUser(actor);
  const { found } = await findGroupRecipes(ctx.db, user.groupId, slugs);
  for (const recipe of found) assertCanEdit(user, recipe);
  for (const recipe of found) await deleteRecipe(ctx, actor, recipe.id);
}
