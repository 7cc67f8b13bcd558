import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';

import type { BackupSchedule, BackupScheduleUpdate } from '../../contract/backups';
import { readSiteSettings, writeSiteSettings } from '../../db/repos/site-settings.repo';
import { InvalidError } from '../../domain/errors';
import { nowIso } from '../../domain/time';

import { backupFolderPath } from './backup-files';
import type { Actor, ServiceContext } from '../context';
import { requireAdmin } from '../guards';

/** The nightly backup's settings as stored with the site settings, and where backups go now. */
export async function getBackupSchedule(ctx: ServiceContext): Promise<BackupSchedule> {
  const row = await readSiteSettings(ctx.db);
  return {
    enabled: row.backupEnabled === 1,
    time: row.backupTime,
    keep: row.backupKeep,
    folder: row.backupDir,
    folderForced: ctx.settings.backupDir !== undefined,
    folderInUse: await backupFolderPath(ctx),
    nextRun: ctx.backups.schedule.nextRun(),
  };
}

/** A folder Larder can create (when missing) and write in; else a 400 saying why. */
async function assertUsableFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
    await access(folder, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new InvalidError('errors.backups.larderCannotKeepBackupsIn', { folder, code });
  }
}

/** `GET /api/admin/backups/schedule` (administrators only). */
export function readBackupSchedule(ctx: ServiceContext, actor: Actor): Promise<BackupSchedule> {
  requireAdmin(actor);
  return getBackupSchedule(ctx);
}

/**
 * `PUT /api/admin/backups/schedule`: changes the settings given, plans the next run from them,
 * and answers the settings as saved (a folder is created when missing).
 */
export async function updateBackupSchedule(
  ctx: ServiceContext,
  actor: Actor,
  input: BackupScheduleUpdate,
): Promise<BackupSchedule> {
  requireAdmin(actor);
  if (input.folder) await assertUsableFolder(input.folder);
  await writeSiteSettings(ctx.db, {
    backupEnabled: input.enabled === undefined ? undefined : input.enabled ? 1 : 0,
    backupTime: input.time,
    backupKeep: input.keep,
    backupDir: input.folder,
    updateAt: nowIso(),
  });
  await ctx.backups.schedule.apply(ctx);
  return getBackupSchedule(ctx);
}
