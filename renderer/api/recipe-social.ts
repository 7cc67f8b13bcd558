import useSWR, { mutate } from 'swr';

import { paths } from '../../server/contract/paths';
import type { UserRatingSummary } from '../../server/contract/ratings';
import type { RecipeCommentOut } from '../../server/contract/recipes';

import { api, fetchJson, request } from './client';
import { refreshCurrentUser } from './users';

/** The signed-in user's own rating of a recipe (null for a visitor or no rating yet). */
export function useOwnRating(recipeId: string | undefined, isSignedIn: boolean) {
  return useSWR<UserRatingSummary | null, Error>(
    recipeId && isSignedIn ? paths.usersSelfRating(recipeId) : null,
    async (url: string) => {
      const { data, error } = await request<UserRatingSummary>('GET', url, {
        quiet: true,
        expectedStatuses: [404],
      });
      if (error?.status === 404) return null;
      if (error) throw error;
      return data;
    },
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

/** Spec §4: in the favourites a click removes it, otherwise adds it; then the user is refetched. */
export async function toggleFavorite(userId: string, slug: string, isFavorite: boolean) {
  const url = paths.userFavorite(userId, slug);
  const result = isFavorite ? await api.delete<unknown>(url) : await api.post<unknown>(url);
  await refreshCurrentUser();
  return result;
}

export function useRecipeComments(slug: string | undefined) {
  return useSWR<RecipeCommentOut[], Error>(slug ? paths.recipeComments(slug) : null, fetchJson, {
    revalidateOnFocus: false,
  });
}

export async function addComment(slug: string, text: string) {
  const result = await api.post<RecipeCommentOut>(paths.recipeComments(slug), { json: { text } });
  await mutate(paths.recipeComments(slug));
  return result;
}

export async function editComment(slug: string, id: string, text: string) {
  const result = await api.put<RecipeCommentOut>(paths.comment(id), { json: { id, text } });
  await mutate(paths.recipeComments(slug));
  return result;
}

export async function deleteComment(slug: string, id: string) {
  const result = await api.delete<unknown>(paths.comment(id));
  await mutate(paths.recipeComments(slug));
  return result;
}
