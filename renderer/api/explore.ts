import useSWR from 'swr';

import type { Paginated } from '../../server/contract/common';
import type { ReadCookBook, RecipeCookBook } from '../../server/contract/cookbooks';
import type { FoodOut, OrganizerKind, OrganizerOut } from '../../server/contract/organizers';
import { paths } from '../../server/contract/paths';

import { fetchJson } from './client';
import { withQuery } from './query';

/**
 * A public group's explore lists (visitors, no sign-in). The server answers 404 alike for unknown,
 * private and not-public groups; that answer is the page's not-found state, so no retries.
 */
const exploreOptions = { shouldRetryOnError: false, revalidateOnFocus: false };

const everything = { page: 1, perPage: -1 } as const;

/** The group's public cookbooks in menu order. */
export function useExploreCookbooks(groupSlug: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR<Paginated<ReadCookBook>, Error>(
    groupSlug
      ? withQuery(paths.exploreCookbooks(groupSlug), {
          ...everything,
          orderBy: 'position',
          orderDirection: 'asc',
        })
      : null,
    fetchJson,
    exploreOptions,
  );
  return { cookbooks: data?.items ?? [], error, isLoading, retry: () => void mutate() };
}

export function useExploreCookbook(groupSlug: string | undefined, slug: string | undefined) {
  return useSWR<RecipeCookBook, Error>(
    groupSlug && slug ? paths.exploreCookbook(groupSlug, slug) : null,
    fetchJson,
    exploreOptions,
  );
}

/** The group's categories, tags, tools or foods, by name. */
export function useExploreNames(groupSlug: string | undefined, kind: OrganizerKind | 'foods') {
  const path = !groupSlug
    ? null
    : kind === 'foods'
      ? paths.exploreFoods(groupSlug)
      : paths.exploreOrganizers(groupSlug, kind);
  const { data, error, isLoading, mutate } = useSWR<Paginated<OrganizerOut | FoodOut>, Error>(
    path ? withQuery(path, { ...everything, orderBy: 'name', orderDirection: 'asc' }) : null,
    fetchJson,
    exploreOptions,
  );
  return { items: data?.items ?? [], error, isLoading, retry: () => void mutate() };
}
