import useSWR, { mutate } from 'swr';

import type { Paginated } from '../../server/contract/common';
import type { FoodOut, OrganizerOut, UnitOut } from '../../server/contract/organizers';
import { paths } from '../../server/contract/paths';

import { api, fetchJson, type ApiResult, type RequestOptions } from './client';
import { withQuery } from './query';

export type OrganizerKind = 'tags' | 'categories' | 'tools';

const allItems = { page: 1, perPage: -1, orderBy: 'name', orderDirection: 'asc' };

function listKey(path: string) {
  return withQuery(path, allItems);
}

function useAll<T>(path: string) {
  const result = useSWR<Paginated<T>, Error>(listKey(path), fetchJson, {
    revalidateOnFocus: false,
  });
  return result.data?.items ?? [];
}

export function useFoods() {
  return useAll<FoodOut>(paths.foods);
}

export function useUnits() {
  return useAll<UnitOut>(paths.units);
}

export function useOrganizers(kind: OrganizerKind) {
  return useAll<OrganizerOut>(paths.organizers(kind));
}

async function postNamed<T>(
  path: string,
  body: { name: string; pluralName?: string | null },
  options: RequestOptions = {},
) {
  const result = await api.post<T>(path, { ...options, json: body });
  if (result.data) await mutate(listKey(path));
  return result;
}

/** Creates a food, unit or organizer on the fly from a picker, then refreshes its list. */
async function createNamed<T>(path: string, name: string) {
  return (await postNamed<T>(path, { name })).data;
}

export const createFood = (name: string) => createNamed<FoodOut>(paths.foods, name);
export const createUnit = (name: string) => createNamed<UnitOut>(paths.units, name);
export const createOrganizer = (kind: OrganizerKind, name: string) =>
  createNamed<OrganizerOut>(paths.organizers(kind), name);

/**
 * Adds a unit or food the parse review found, with its plural when the parser knew one. Quiet:
 * a refusal (403 without the organize permission) or a failure is the caller's to tell, once for
 * all the lines it touches.
 */
export async function addParsedName(
  kind: 'unit' | 'food',
  name: string,
  pluralName: string | null,
): Promise<ApiResult<UnitOut | FoodOut>> {
  return postNamed<UnitOut | FoodOut>(
    kind === 'unit' ? paths.units : paths.foods,
    { name, pluralName },
    { quiet: true, expectedStatuses: [403] },
  );
}
