import useSWR, { mutate } from 'swr';

import { paths } from '../../server/contract/paths';
import type { UserRatingSummary } from '../../server/contract/ratings';

import { api, fetchOrNull } from './client';

/** The signed-in user's own rating of a recipe (null for a visitor or no rating yet). */
export function useOwnRating(recipeId: string | undefined, isSignedIn: boolean) {
  return useSWR<UserRatingSummary | null, Error>(
    recipeId && isSignedIn ? paths.usersSelfRating(recipeId) : null,
    fetchOrNull<UserRatingSummary>(404),
    { revalidateOnFocus: false },
  );
}

export async function rateRecipe(
  userId: string,
  recipe: { id: string; slug: string },
  rating: number,
) {
  const result = await api.post<unknown>(paths.userRating(userId, recipe.slug), {
    json: { rating },
  });
  await Promise.all([mutate(paths.usersSelfRating(recipe.id)), mutate(paths.recipe(recipe.slug))]);
  return result;
}
