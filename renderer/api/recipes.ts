import useSWR from 'swr';

import type { Paginated } from '../../server/contract/common';

import { fetchJson } from './client';
import { withQuery } from './query';

/** Recipes arrive with a later issue; until `contract/paths.ts` names it, the path lives here. */
const recipesPath = '/api/recipes';

export interface RecipeSearchHit {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  image: string | null;
}

const searchPageSize = 20;

function recipeSearchKey(search: string): string {
  return withQuery(recipesPath, {
    page: 1,
    perPage: searchPageSize,
    orderBy: 'name',
    orderDirection: 'asc',
    search,
  });
}

/** The search dialog's results; an error empties them quietly (spec §8). */
export function useRecipeSearch(search: string) {
  const term = search.trim();
  const { data, error, isLoading } = useSWR<Paginated<RecipeSearchHit>, Error>(
    term ? recipeSearchKey(term) : null,
    fetchJson,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return { results: error || !term ? [] : (data?.items ?? []), isLoading };
}

export function recipeImageUrl(id: string, size: 'original' | 'min-original' | 'tiny-original') {
  return `/api/media/recipes/${id}/images/${size}.webp`;
}
