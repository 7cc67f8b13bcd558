import useSWR, { mutate } from 'swr';

import type { Paginated } from '../../server/contract/common';
import { paths } from '../../server/contract/paths';
import type { UserRatingOut, UserRatings } from '../../server/contract/ratings';
import type { RecipeSummary } from '../../server/contract/recipes';

import { api, fetchJson } from './client';
import { withQuery } from './query';
import { refreshCurrentUser } from './users';

/**
 * Spec §4: in the favourites a click removes it, otherwise adds it; then the user (whose
 * favourites the buttons read), the favourites page and the recipe are refetched.
 */
export async function toggleFavorite(userId: string, slug: string, isFavorite: boolean) {
  const url = paths.userFavorite(userId, slug);
  const result = isFavorite ? await api.delete<unknown>(url) : await api.post<unknown>(url);
  await Promise.all([
    refreshCurrentUser(),
    mutate(paths.userFavorites(userId)),
    mutate(paths.recipe(slug)),
  ]);
  return result;
}

async function fetchFavoriteRecipes(url: string): Promise<RecipeSummary[]> {
  const ratings = await fetchJson<UserRatings<UserRatingOut>>(url);
  const ids = ratings.ratings
    .filter((rating) => rating.isFavorite)
    .map((rating) => rating.recipeId);
  if (ids.length === 0) return [];
  const list = await fetchJson<Paginated<RecipeSummary>>(
    withQuery(paths.recipes, {
      page: 1,
      perPage: -1,
      orderBy: 'name',
      orderDirection: 'asc',
      queryFilter: `id IN [${ids.map((id) => `"${id}"`).join(', ')}]`,
    }),
  );
  return list.items;
}

/** A user's favourite recipes as summaries for cards. */
export function useFavoriteRecipes(userId: string) {
  const { data, error, isLoading, mutate } = useSWR<RecipeSummary[], Error>(
    paths.userFavorites(userId),
    fetchFavoriteRecipes,
  );
  return { recipes: data ?? [], error, isLoading, retry: () => void mutate() };
}
