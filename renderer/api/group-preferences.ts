import useSWR from 'swr';

import type { ReadGroupPreferences } from '../../server/contract/groups';
import { paths } from '../../server/contract/paths';

import { fetchJson } from './client';

/** The signed-in member's group preferences (first day of week, public flags, recipe defaults). */
export function useGroupPreferences() {
  const { data, error, isLoading } = useSWR<ReadGroupPreferences, Error>(
    paths.groupsPreferences,
    fetchJson,
  );
  return { preferences: data ?? null, error, isLoading };
}
