import useSWR, { mutate } from 'swr';

import type { Paginated } from '../../server/contract/common';
import type { GroupAdminUpdate, GroupInDB } from '../../server/contract/groups';
import type { UserResetLink } from '../../server/contract/password-reset';
import { paths } from '../../server/contract/paths';
import type { AdminUserUpdate, UnlockResults, UserIn, UserOut } from '../../server/contract/users';

import { api, fetchJson, type ApiResult } from './client';
import { withQuery } from './query';

const everyUserKey = withQuery(paths.adminUsers, {
  page: 1,
  perPage: -1,
  orderBy: 'full_name',
  orderDirection: 'asc',
});

const everyGroupKey = withQuery(paths.adminGroups, {
  page: 1,
  perPage: -1,
  orderBy: 'name',
  orderDirection: 'asc',
});

/** Every user of the installation (admins only); the screen filters them as you type. */
export function useAdminUsers() {
  const {
    data,
    error,
    isLoading,
    mutate: retry,
  } = useSWR<Paginated<UserOut>, Error>(everyUserKey, fetchJson);
  return { users: data?.items ?? [], error, isLoading, retry: () => void retry() };
}

export function useAdminGroups() {
  const {
    data,
    error,
    isLoading,
    mutate: retry,
  } = useSWR<Paginated<GroupInDB>, Error>(everyGroupKey, fetchJson);
  return { groups: data?.items ?? [], error, isLoading, retry: () => void retry() };
}

/** Users and groups show each other's counts and names, so a change revalidates both lists. */
async function revalidatePeople() {
  await Promise.all([mutate(everyUserKey), mutate(everyGroupKey), mutate(paths.usersSelf)]);
}

async function afterwards<T>(pending: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const settled = await pending;
  if (!settled.error) await revalidatePeople();
  return settled;
}

export function createAdminUser(body: UserIn) {
  return afterwards(api.post<UserOut>(paths.adminUsers, { json: body }));
}

export function updateAdminUser(id: string, body: AdminUserUpdate) {
  return afterwards(api.put<UserOut>(paths.adminUser(id), { json: body }));
}

export function deleteAdminUser(id: string) {
  return afterwards(api.delete<UserOut>(paths.adminUser(id)));
}

/** `force` unlocks every locked account now; otherwise only those whose lock has run out. */
export function unlockUsers(force: boolean) {
  return api.post<UnlockResults>(withQuery(paths.adminUnlockUsers, { force }));
}

/** A one-time reset link for the user, emailed to them when the server can send mail. */
export function createResetLink(userId: string) {
  return api.post<UserResetLink>(paths.userResetPassword(userId));
}

export function createAdminGroup(name: string) {
  return afterwards(api.post<GroupInDB>(paths.adminGroups, { json: { name } }));
}

export function updateAdminGroup(id: string, body: GroupAdminUpdate) {
  return afterwards(api.put<GroupInDB>(paths.adminGroup(id), { json: body }));
}

export function deleteAdminGroup(id: string) {
  return afterwards(api.delete<GroupInDB>(paths.adminGroup(id)));
}
