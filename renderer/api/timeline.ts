import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';

import type { Paginated } from '../../server/contract/common';
import { paths } from '../../server/contract/paths';
import type { RecipeSummary } from '../../server/contract/recipes';
import type { RecipeTimelineEventOut } from '../../server/contract/timeline';

import { api, fetchJson } from './client';
import { withQuery } from './query';

const timelinePageSize = 50;

/** The group's timeline events by timestamp, a page of 50 at a time. */
export function useTimelineEvents(orderDirection: 'asc' | 'desc') {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<
    Paginated<RecipeTimelineEventOut>,
    Error
  >((index, previous: Paginated<RecipeTimelineEventOut> | null) => {
    if (previous && previous.page >= previous.total_pages) return null;
    return withQuery(paths.timelineEvents, {
      page: index + 1,
      perPage: timelinePageSize,
      orderBy: 'timestamp',
      orderDirection,
    });
  }, fetchJson);
  const pages = data ?? [];
  const last = pages.at(-1);
  return {
    events: pages.flatMap((page) => page.items),
    error,
    isLoading,
    isLoadingMore: isValidating && size > pages.length,
    hasMore: last ? last.page < last.total_pages : false,
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
}

/** Summaries of the given recipes, for linking events to `/recipe/{slug}`. */
export function useRecipeNames(ids: string[]) {
  const unique = [...new Set(ids)].sort();
  const key =
    unique.length > 0
      ? withQuery(paths.recipes, {
          page: 1,
          perPage: -1,
          queryFilter: `id IN [${unique.map((id) => `"${id}"`).join(', ')}]`,
        })
      : null;
  const { data } = useSWR<Paginated<RecipeSummary>, Error>(key, fetchJson);
  return new Map((data?.items ?? []).map((recipe) => [recipe.id, recipe]));
}

/**
 * Changes an event's subject, note and time, and with `image: 'does not have image'` takes its
 * photo off (a new photo is an upload: `uploadTimelineImage`). The server allows the event's
 * author and site admins.
 */
export function updateTimelineEvent(
  id: string,
  body: {
    subject: string;
    eventMessage: string | null;
    timestamp: string;
    image?: 'does not have image';
  },
) {
  return api.put<RecipeTimelineEventOut>(paths.timelineEvent(id), { json: body });
}

export function deleteTimelineEvent(id: string) {
  return api.delete<RecipeTimelineEventOut>(paths.timelineEvent(id));
}
