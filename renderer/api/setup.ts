import useSWR, { mutate } from 'swr';

import { paths } from '../../server/contract/paths';
import type { FirstAdminIn, SetupStatus } from '../../server/contract/setup';
import type { UserOut } from '../../server/contract/users';

import { api, fetchJson } from './client';

export function useSetupStatus() {
  return useSWR<SetupStatus, Error>(paths.setup, fetchJson, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export async function createFirstAdmin(body: FirstAdminIn) {
  const result = await api.post<UserOut>(paths.setup, { json: body });
  if (!result.error) await mutate(paths.setup);
  return result;
}
