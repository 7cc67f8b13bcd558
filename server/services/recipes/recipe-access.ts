import type { UserWithGroup } from '../../db/repos/users.repo';
import { findRecipeRow } from '../../db/repos/recipes.repo';
import type { RecipeRow } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../domain/errors';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';

/**
 * A recipe of the caller's group, by slug or id. Recipes of other groups answer 404, exactly
 * like recipes that do not exist, so nothing leaks about other households.
 */
export async function recipeOfActor(
  ctx: ServiceContext,
  actor: Actor,
  slugOrId: string,
): Promise<{ user: UserWithGroup; recipe: RecipeRow }> {
  const user = requireUser(actor);
  const recipe = await findRecipeRow(ctx.db, user.groupId, slugOrId);
  if (!recipe) throw new NotFoundError('errors.recipes.noEntryFound');
  return { user, recipe };
}

/** Members edit their group's recipes; a locked recipe only its owner or an admin (Mealie). */
export function assertCanEdit(user: UserWithGroup, recipe: RecipeRow): void {
  if (recipe.locked === 1 && recipe.userId !== user.id && user.admin !== 1) {
    throw new ForbiddenError('errors.recipes.permissionDenied');
  }
}

export async function editableRecipeOfActor(
  ctx: ServiceContext,
  actor: Actor,
  slugOrId: string,
): Promise<{ user: UserWithGroup; recipe: RecipeRow }> {
  const found = await recipeOfActor(ctx, actor, slugOrId);
  assertCanEdit(found.user, found.recipe);
  return found;
}
