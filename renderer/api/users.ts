import useSWR, { mutate } from 'swr';

import type { SuccessResponse } from '../../server/contract/common';
import { paths } from '../../server/contract/paths';
import type {
  ChangePassword,
  LongLiveTokenOut,
  UserBase,
  UserOut,
} from '../../server/contract/users';

import { api, fetchOrNull, upload } from './client';

/** `/users/self` answers 401 to visitors: that is a state (not logged in), not a failure. */
export const fetchCurrentUser = fetchOrNull<UserOut>(401);

interface CurrentUser {
  /** The logged-in user; `null` for a visitor or while unknown. */
  user: UserOut | null;
  isLoading: boolean;
  error: Error | undefined;
}

export function useCurrentUser(): CurrentUser {
  const { data, error } = useSWR<UserOut | null, Error>(paths.usersSelf, fetchCurrentUser, {
    shouldRetryOnError: false,
  });
  // Loading until the first answer: SWR's `isLoading` would also be true on the first render of an
  // answer read before it (app/boot/first-screen.ts), while the revalidation runs.
  return { user: data ?? null, isLoading: data === undefined && !error, error };
}

export function refreshCurrentUser(): Promise<unknown> {
  return mutate(paths.usersSelf);
}

export async function updateUser(id: string, body: UserBase) {
  const result = await api.put<SuccessResponse>(paths.user(id), { json: body });
  if (!result.error) await refreshCurrentUser();
  return result;
}

export function changePassword(body: ChangePassword) {
  return api.put<SuccessResponse>(paths.usersPassword, { json: body });
}

/** The new token is in the answer only this once; the profile shows it to be copied. */
export async function createApiToken(name: string) {
  const result = await api.post<LongLiveTokenOut>(paths.apiTokens, { json: { name } });
  if (!result.error) await refreshCurrentUser();
  return result;
}

export async function deleteApiToken(id: number) {
  const result = await api.delete<{ tokenDelete: string }>(paths.apiToken(id));
  if (!result.error) await refreshCurrentUser();
  return result;
}

/** `POST /api/users/{id}/image` (field `profile`); the new picture comes with a new cache key. */
export async function uploadProfilePicture(id: string, file: File) {
  const body = new FormData();
  body.append('profile', file);
  const result = await upload<unknown>('POST', paths.userImage(id), body, { quiet: true });
  if (!result.error) await refreshCurrentUser();
  return result;
}
