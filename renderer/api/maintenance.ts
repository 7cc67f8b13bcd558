import useSWR, { mutate } from 'swr';

import type { SuccessResponse } from '../../server/contract/common';
import type {
  MaintenanceLogs,
  MaintenanceStorageDetails,
  MaintenanceSummary,
  ServerTaskPagination,
} from '../../server/contract/maintenance';
import { paths } from '../../server/contract/paths';
import type { ServerTask } from '../../server/contract/reports';

import { api, fetchJson } from './client';
import { withQuery } from './query';

export type CleanKind = 'temp' | 'images' | 'recipe-folders' | 'logs';

export function useMaintenanceSummary() {
  return useSWR<MaintenanceSummary, Error>(paths.adminMaintenance, fetchJson);
}

export function useMaintenanceStorage() {
  return useSWR<MaintenanceStorageDetails, Error>(paths.adminMaintenanceStorage, fetchJson);
}

const tasksKey = withQuery(paths.adminServerTasks, { perPage: 50 });

const logsKey = (lines: number) => withQuery(paths.adminMaintenanceLogs, { lines });

/** The newest `lines` of the log; re-read every two seconds while `isFollowing`. */
export function useMaintenanceLogs(lines: number, isFollowing: boolean) {
  return useSWR<MaintenanceLogs, Error>(logsKey(lines), fetchJson, {
    refreshInterval: isFollowing ? 2000 : 0,
  });
}

/** Runs a clean (quiet: the page shows its result); then sizes, counts and logs are re-read. */
export async function runClean(kind: CleanKind) {
  const result = await api.post<SuccessResponse>(paths.adminMaintenanceClean(kind), {
    quiet: true,
  });
  await Promise.all([
    mutate(paths.adminMaintenance),
    mutate(paths.adminMaintenanceStorage),
    mutate((key) => typeof key === 'string' && key.startsWith(paths.adminMaintenanceLogs)),
    mutate(tasksKey),
  ]);
  return result;
}

/** Every household's newest tasks; re-read every second while one runs. */
export function useServerTasks() {
  return useSWR<ServerTaskPagination, Error>(tasksKey, fetchJson, {
    refreshInterval: (page) => (page?.items.some((task) => task.status === 'running') ? 1000 : 0),
  });
}

export async function startTestTask() {
  const result = await api.post<ServerTask>(paths.adminServerTasks);
  await mutate(tasksKey);
  return result;
}
