import useSWR, { mutate } from 'swr';

import type { Paginated } from '../../server/contract/common';
import type { FoodOut, UnitOut } from '../../server/contract/organizers';
import { paths } from '../../server/contract/paths';

import { api, fetchJson, type ApiResult, type RequestOptions } from './client';
import { everyByName } from './query';

function useAll<T>(path: string, isEnabled: boolean) {
  const result = useSWR<Paginated<T>, Error>(isEnabled ? everyByName(path) : null, fetchJson, {
    revalidateOnFocus: false,
  });
  return result.data?.items ?? [];
}

/** The group's foods by name; `isEnabled: false` holds the read back (a closed search filter). */
export function useFoods(isEnabled = true) {
  return useAll<FoodOut>(paths.foods, isEnabled);
}

export function useUnits() {
  return useAll<UnitOut>(paths.units, true);
}

async function postNamed<T>(
  path: string,
  body: { name: string; pluralName?: string | null },
  options: RequestOptions = {},
) {
  const result = await api.post<T>(path, { ...options, json: body });
  if (result.data) await mutate(everyByName(path));
  return result;
}

/** Creates a food or unit on the fly from a picker, then refreshes its list. */
export const createFood = async (name: string) =>
  (await postNamed<FoodOut>(paths.foods, { name })).data;
export const createUnit = async (name: string) =>
  (await postNamed<UnitOut>(paths.units, { name })).data;

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
