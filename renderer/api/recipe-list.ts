import useSWRInfinite from 'swr/infinite';

import type { Paginated } from '../../server/contract/common';
import { paths } from '../../server/contract/paths';
import type { RecipeSummary } from '../../server/contract/recipes';

import { fetchJson } from './client';
import { withQuery, type QueryValue } from './query';

/** The home feed's page size (spec §9). */
const feedPageSize = 30;

/** What the home page can ask `GET /api/recipes` for (a subset of `RecipeListQuery`). */
export interface RecipeFeedQuery {
  search?: string;
  orderBy: string;
  orderDirection: 'asc' | 'desc';
  orderByNullPosition?: 'first' | 'last';
  paginationSeed?: string;
  categories?: string[];
  tags?: string[];
  tools?: string[];
  foods?: string[];
  requireAllCategories?: boolean;
  requireAllTags?: boolean;
  requireAllTools?: boolean;
  requireAllFoods?: boolean;
  queryFilter?: string;
  /** A cookbook's slug or id: its recipes only. */
  cookbook?: string;
}

function recipeFeedKey(query: RecipeFeedQuery, page: number, path: string = paths.recipes): string {
  const { requireAllCategories, requireAllTags, requireAllTools, requireAllFoods, ...rest } = query;
  // Only switched-on flags travel, so the shared URL and the cache key stay short.
  const params: Record<string, QueryValue | QueryValue[]> = {
    ...rest,
    requireAllCategories: requireAllCategories || undefined,
    requireAllTags: requireAllTags || undefined,
    requireAllTools: requireAllTools || undefined,
    requireAllFoods: requireAllFoods || undefined,
    page,
    perPage: feedPageSize,
  };
  return withQuery(path, params);
}

/** SWR infinite's key loader for a feed: page by page until the last one. */
export function recipeFeedPageKeys(query: RecipeFeedQuery, path: string = paths.recipes) {
  return (index: number, previous: Paginated<RecipeSummary> | null): string | null => {
    if (previous && previous.page >= previous.total_pages) return null;
    return recipeFeedKey(query, index + 1, path);
  };
}

/**
 * Pages of 30 recipes, loaded one after another as the list scrolls (SWR infinite). `path` is
 * `GET /api/recipes` or a group's public `GET /api/explore/recipes/{groupSlug}`.
 */
export function useRecipeFeed(query: RecipeFeedQuery | null, path: string = paths.recipes) {
  const { data, error, size, setSize, mutate } = useSWRInfinite<Paginated<RecipeSummary>, Error>(
    query ? recipeFeedPageKeys(query, path) : () => null,
    fetchJson,
    {
      revalidateFirstPage: false,
      revalidateOnFocus: false,
    },
  );
  const pages = data ?? [];
  const last = pages.at(-1);
  const recipes = pages.flatMap((page) => page.items);
  const hasMore = last ? last.page < last.total_pages : false;
  // Not from `isValidating`: SWR re-renders for every value read, and a background revalidation of
  // the pages already shown would re-render the whole list twice.
  const isLoadingMore = size > pages.length && !error;
  return {
    recipes,
    total: last?.total ?? 0,
    error,
    // No first page yet (not SWR's `isLoading`, true on the first render of cached pages too).
    isLoading: query !== null && data === undefined && !error,
    isLoadingMore,
    hasMore,
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
}
