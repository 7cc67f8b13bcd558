import useSWR, { mutate } from 'swr';

import type { Paginated } from '../../server/contract/common';
import type { FoodOut, OrganizerOut, UnitOut } from '../../server/contract/organizers';
import { paths } from '../../server/contract/paths';

import { api, fetchJson } from './client';
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

/** Creates a food, unit or organizer on the fly from a picker, then refreshes its list. */
async function createNamed<T>(path: string, name: string) {
  const result = await api.post<T>(path, { json: { name } });
  await mutate(listKey(path));
  return result.data;
}

export const createFood = (name: string) => createNamed<FoodOut>(paths.foods, name);
export const createUnit = (name: string) => createNamed<UnitOut>(paths.units, name);
export const createOrganizer = (kind: OrganizerKind, name: string) =>
  createNamed<OrganizerOut>(paths.organizers(kind), name);
