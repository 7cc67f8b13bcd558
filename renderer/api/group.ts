import useSWR, { mutate } from 'swr';

import type {
  GroupStatistics,
  GroupStorage,
  ReadGroupPreferences,
  SetPermissions,
  UpdateGroupPreferences,
} from '../../server/contract/groups';
import { paths } from '../../server/contract/paths';
import type { UserOut } from '../../server/contract/users';

import { api, fetchJson } from './client';
import { refreshCurrentUser } from './users';

/**
 * The signed-in member's group preferences (first day of week, public flags, recipe defaults,
 * default language); not asked for while `isWanted` is false.
 */
export function useGroupPreferences(isWanted = true) {
  return useSWR<ReadGroupPreferences, Error>(isWanted ? paths.groupsPreferences : null, fetchJson);
}

export async function updateGroupPreferences(body: UpdateGroupPreferences) {
  const result = await api.put<ReadGroupPreferences>(paths.groupsPreferences, { json: body });
  if (!result.error) await mutate(paths.groupsPreferences, result.data, { revalidate: false });
  return result;
}

export function useGroupMembers() {
  return useSWR<UserOut[], Error>(paths.groupsMembers, fetchJson);
}

export async function setMemberPermissions(body: SetPermissions) {
  const result = await api.put<UserOut>(paths.groupsPermissions, { json: body });
  await Promise.all([mutate(paths.groupsMembers), refreshCurrentUser()]);
  return result;
}

export function useGroupStatistics() {
  return useSWR<GroupStatistics, Error>(paths.groupsStatistics, fetchJson);
}

export function useGroupStorage() {
  return useSWR<GroupStorage, Error>(paths.groupsStorage, fetchJson);
}
