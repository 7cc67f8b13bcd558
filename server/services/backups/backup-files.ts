import { mkdir, readdir, stat } from 'node:fs/promises';

import type { BackupFile } from '../../contract/backups';
import { readSiteSettings } from '../../db/repos/site-settings.repo';
import { NotFoundError } from '../../domain/errors';
import { prettySize } from '../../domain/pretty-size';
import { existingFile, within } from '../../files/media-paths';

import type { ServiceContext } from '../context';

export type BackupOrigin = 'manual' | 'nightly' | 'before-restore';

/** Nightly backups are the ones the schedule prunes; the others stay until someone deletes them. */
export const isNightly = (name: string) => /^larder_[\d.]+_nightly(-\d+)?\.zip$/.test(name);

/**
 * Where backups live: `LARDER_BACKUP_DIR` when set at start, else the folder an admin chose,
 * else the data directory's `backups/`. Created when missing.
 */
export async function backupFolder(ctx: ServiceContext): Promise<string> {
  const folder = await backupFolderPath(ctx);
  await mkdir(folder, { recursive: true });
  return folder;
}

/** The backups folder, as configured, without touching the disk. */
export async function backupFolderPath(ctx: ServiceContext): Promise<string> {
  return ctx.settings.backupDir ?? (await readSiteSettings(ctx.db)).backupDir ?? ctx.files.backups;
}

/** Mealie's stamp, in UTC: `2024.08.21.10.00.00`. */
function stamp(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '.')}.${iso.slice(11, 19).replaceAll(':', '.')}`;
}

/**
 * A name neither taken in `folder` nor `reserved` (by queued jobs):
 * `larder_<stamp>[_nightly|_before-restore][-n].zip`.
 */
export async function freshBackupName(
  folder: string,
  origin: BackupOrigin,
  reserved: ReadonlySet<string> = new Set(),
): Promise<string> {
  const base = `larder_${stamp(new Date())}${origin === 'manual' ? '' : `_${origin}`}`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? `${base}.zip` : `${base}-${n}.zip`;
    if (!reserved.has(name) && !(await existingFile(within(folder, name)))) return name;
  }
}

/** The zips in the folder, newest first (hidden files, such as partial ones, are not listed). */
export async function listBackupFiles(folder: string): Promise<BackupFile[]> {
  const names = (await readdir(folder)).filter(
    (name) => name.toLowerCase().endsWith('.zip') && !name.startsWith('.'),
  );
  const files: (BackupFile & { time: number })[] = [];
  for (const name of names) {
    const stats = await stat(within(folder, name)).catch(() => null);
    if (!stats?.isFile()) continue;
    files.push({
      name,
      date: stats.mtime.toISOString(),
      size: prettySize(stats.size),
      time: stats.mtimeMs,
    });
  }
  files.sort((a, b) => b.time - a.time || (a.name < b.name ? 1 : -1));
  return files.map(({ name, date, size }) => ({ name, date, size }));
}

/** The backup called `name` in the backups folder; 404 when there is none. */
export async function backupPath(ctx: ServiceContext, name: string): Promise<string> {
  const file = await existingFile(within(await backupFolder(ctx), name));
  if (!file) throw new NotFoundError('errors.backups.backupNotFound');
  return file;
}
