import useSWR from 'swr';

import type { Paginated } from '../../server/contract/common';
import { paths } from '../../server/contract/paths';
import type { RecipeSummary } from '../../server/contract/recipes';

import { fetchJson } from './client';
import { withQuery } from './query';

const searchPageSize = 20;

function recipeSearchKey(search: string): string {
  return withQuery(paths.recipes, {
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
  const { data, error, isLoading } = useSWR<Paginated<RecipeSummary>, Error>(
    term ? recipeSearchKey(term) : null,
    fetchJson,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return { results: error || !term ? [] : (data?.items ?? []), isLoading };
}
