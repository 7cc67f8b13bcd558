import useSWR, { mutate } from 'swr';

import type {
  AllBackups,
  BackupRestored,
  BackupSchedule,
  BackupScheduleUpdate,
  BackupStarted,
  BackupStatus,
} from '../../server/contract/backups';
import type { SuccessResponse } from '../../server/contract/common';
import type { FileTokenResponse } from '../../server/contract/exports';
import { paths } from '../../server/contract/paths';

import { api, fetchJson, upload } from './client';
import { withQuery } from './query';

export function useBackups() {
  return useSWR<AllBackups, Error>(paths.adminBackups, fetchJson);
}

/** Jobs, health and schedule; polled every second while a job is queued or running. */
export function useBackupStatus() {
  return useSWR<BackupStatus, Error>(paths.adminBackupsStatus, fetchJson, {
    refreshInterval: (status) =>
      status?.jobs.some((job) => job.status === 'queued' || job.status === 'running') ? 1000 : 0,
  });
}

const refreshBackups = () =>
  Promise.all([mutate(paths.adminBackups), mutate(paths.adminBackupsStatus)]);

export async function createBackup() {
  const result = await api.post<BackupStarted>(paths.adminBackups);
  await refreshBackups();
  return result;
}

export async function deleteBackup(name: string) {
  const result = await api.delete<SuccessResponse>(paths.adminBackup(name));
  await refreshBackups();
  return result;
}

export async function uploadBackup(file: File) {
  const form = new FormData();
  form.append('archive', file, file.name);
  const result = await upload<SuccessResponse>('POST', paths.adminBackupsUpload, form, {
    quiet: true,
  });
  await refreshBackups();
  return result;
}

/** Restores the archive; afterwards every session, this one too, has ended. */
export function restoreBackup(name: string) {
  return api.post<BackupRestored>(paths.adminBackupRestore(name), { quiet: true });
}

export async function saveBackupSchedule(update: BackupScheduleUpdate) {
  const result = await api.put<BackupSchedule>(paths.adminBackupsSchedule, {
    json: update,
    quiet: true,
  });
  if (result.data) await mutate(paths.adminBackupsStatus);
  return result;
}

/** The browser's download of a backup, through a 30-minute file token. */
export async function downloadBackup(name: string): Promise<boolean> {
  const { data } = await api.get<FileTokenResponse>(paths.adminBackup(name));
  if (!data) return false;
  const link = document.createElement('a');
  link.href = withQuery(paths.utilsDownload, { token: data.fileToken });
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}
