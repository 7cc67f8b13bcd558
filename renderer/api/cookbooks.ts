import useSWR, { mutate } from 'swr';

import type { Paginated } from '../../server/contract/common';
import type { CreateCookBook, ReadCookBook, RecipeCookBook } from '../../server/contract/cookbooks';
import { paths } from '../../server/contract/paths';

import { api, fetchJson } from './client';
import { withQuery } from './query';

/** Every cookbook, in position order (spec §9): the sidebar's list and the management page's. */
const cookbooksKey = withQuery(paths.cookbooks, {
  page: 1,
  perPage: -1,
  orderBy: 'position',
  orderDirection: 'asc',
});

/** The group's cookbooks (members only). */
export function useCookbooks() {
  const {
    data,
    error,
    isLoading,
    mutate: retry,
  } = useSWR<Paginated<ReadCookBook>, Error>(cookbooksKey, fetchJson, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return { cookbooks: data?.items ?? [], error, isLoading, retry: () => void retry() };
}

/** One cookbook by slug (its page's name and description). */
export function useCookbook(slug: string | undefined) {
  return useSWR<RecipeCookBook, Error>(slug ? paths.cookbook(slug) : null, fetchJson, {
    shouldRetryOnError: false,
  });
}

/** After a change: the list (sidebar, management page) and any open cookbook page reload. */
async function revalidateCookbooks() {
  await mutate((key) => typeof key === 'string' && key.startsWith(paths.cookbooks));
}

export async function createCookbook(name: string) {
  const result = await api.post<ReadCookBook>(paths.cookbooks, { json: { name } });
  if (!result.error) await revalidateCookbooks();
  return result;
}

export async function updateCookbook(id: string, body: CreateCookBook) {
  const result = await api.put<ReadCookBook>(paths.cookbook(id), { json: body });
  if (!result.error) await revalidateCookbooks();
  return result;
}

export async function deleteCookbook(id: string) {
  const result = await api.delete<ReadCookBook>(paths.cookbook(id));
  if (!result.error) await revalidateCookbooks();
  return result;
}

/**
 * Saves a new order: the whole list goes in one bulk `PUT`. The list is shown in its new order at
 * once and reloaded from the server either way, so a refused save falls back to the saved order.
 */
export async function saveCookbookOrder(ordered: ReadCookBook[]) {
  await mutate<Paginated<ReadCookBook>>(
    cookbooksKey,
    (current) => (current ? { ...current, items: ordered } : current),
    { revalidate: false },
  );
  const result = await api.put<ReadCookBook[]>(paths.cookbooks, { json: ordered });
  await revalidateCookbooks();
  return result;
}
