import useSWR from 'swr';

import type { Paginated } from '../../server/contract/common';

import { fetchJson } from './client';
import { withQuery } from './query';

/** Cookbooks arrive with a later issue; until `contract/paths.ts` names it, the path lives here. */
const cookbooksPath = '/api/groups/cookbooks';

export interface CookbookSummary {
  id: string;
  name: string;
  slug: string;
  position: number;
}

/** Every cookbook, in position order (spec §9), for the sidebar. */
const cookbooksKey = withQuery(cookbooksPath, {
  page: 1,
  perPage: -1,
  orderBy: 'position',
  orderDirection: 'asc',
});

/** The sidebar list; fails quietly into an empty list. Pass `false` to skip (visitors). */
export function useCookbooks(isEnabled: boolean) {
  const { data, error, isLoading } = useSWR<Paginated<CookbookSummary>, Error>(
    isEnabled ? cookbooksKey : null,
    fetchJson,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return { cookbooks: error ? [] : (data?.items ?? []), isLoading };
}
