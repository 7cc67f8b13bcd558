import useSWR, { mutate } from 'swr';

import type { Paginated } from '../../server/contract/common';
import type { OrganizerKind, OrganizerOut } from '../../server/contract/organizers';
import { paths } from '../../server/contract/paths';

import { api, fetchJson } from './client';
import { everyByName } from './query';

export type { OrganizerKind };

/** Every category, tag or tool of the group, by name. */
export function useOrganizers(kind: OrganizerKind) {
  const {
    data,
    error,
    isLoading,
    mutate: retry,
  } = useSWR<Paginated<OrganizerOut>, Error>(everyByName(paths.organizers(kind)), fetchJson);
  return { organizers: data?.items ?? [], error, isLoading, retry: () => void retry() };
}

async function revalidate(kind: OrganizerKind) {
  await mutate(everyByName(paths.organizers(kind)));
}

export async function createOrganizer(kind: OrganizerKind, name: string) {
  const result = await api.post<OrganizerOut>(paths.organizers(kind), { json: { name } });
  if (!result.error) await revalidate(kind);
  return result;
}

export async function renameOrganizer(kind: OrganizerKind, organizer: OrganizerOut, name: string) {
  const result = await api.put<OrganizerOut>(paths.organizer(kind, organizer.id), {
    json: { ...organizer, name },
  });
  if (!result.error) await revalidate(kind);
  return result;
}

export async function deleteOrganizer(kind: OrganizerKind, id: string) {
  const result = await api.delete<unknown>(paths.organizer(kind, id));
  if (!result.error) await revalidate(kind);
  return result;
}
