import useSWR, { mutate } from 'swr';

import type { NetworkSharing, NetworkSharingUpdate } from '../../server/contract/network-sharing';
import { paths } from '../../server/contract/paths';

import { api, fetchJson } from './client';

export function useNetworkSharing() {
  return useSWR<NetworkSharing, Error>(paths.adminSharing, fetchJson);
}

export async function saveNetworkSharing(update: NetworkSharingUpdate) {
  const result = await api.put<NetworkSharing>(paths.adminSharing, { json: update });
  if (result.data) await mutate(paths.adminSharing, result.data, { revalidate: false });
  return result;
}
