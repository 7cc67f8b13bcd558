import { z } from 'zod';

import { Recipe } from './recipes';

const DateTime = z.iso.datetime({ offset: true, local: true });

/** `POST /api/shared/recipes`: expiry defaults to 30 days from now (Mealie). */
export const RecipeShareTokenCreate = z.object({
  recipeId: z.uuid(),
  expiresAt: DateTime.nullish(),
});
export type RecipeShareTokenCreate = z.infer<typeof RecipeShareTokenCreate>;

/** `GET /api/shared/recipes?recipe_id=`: the only snake_case query key here, as in Mealie. */
export const RecipeShareTokenListQuery = z.object({ recipe_id: z.uuid().optional() });

export const ShareTokenParams = z.object({ id: z.uuid() });

export const RecipeShareTokenSummary = z.object({
  id: z.string(),
  recipeId: z.string(),
  groupId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type RecipeShareTokenSummary = z.infer<typeof RecipeShareTokenSummary>;

export const RecipeShareToken = RecipeShareTokenSummary.extend({ recipe: Recipe });
export type RecipeShareToken = z.infer<typeof RecipeShareToken>;
