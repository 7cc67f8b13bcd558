import { copyFile, rename, rm } from 'node:fs/promises';

import { openBackupZip } from '../../backups/backup-zip';
import type { ProgressReporter } from '../../backups/progress';
import { readHealth, recordFailure, recordVerified } from '../../backups/health';
import { openLarderSource, readRevision } from '../../backups/larder-source';
import type {
  AllBackups,
  BackupHealth,
  BackupJobKind,
  BackupRestored,
  BackupStarted,
  BackupStatus,
  BackupVerification,
} from '../../contract/backups';
import type { FileTokenResponse } from '../../contract/exports';
import type { SuccessResponse } from '../../contract/common';
import { migrations } from '../../db/migrations/index';
import { InvalidError } from '../../domain/errors';
import { nowIso } from '../../domain/time';
import { existingFile, within } from '../../files/media-paths';
import { UnsafeArchiveError } from '../../files/safe-zip';
import { translate } from '../../i18n/translate';

import {
  backupFolder,
  backupPath,
  freshBackupName,
  isNightly,
  listBackupFiles,
  type BackupOrigin,
} from './backup-files';
import { restoreBackupFile } from './backup-restore';
import { getBackupSchedule } from './backup-settings';
import { endInterruptedServerTasks, runAsServerTask } from '../maintenance/server-task-runs';
import { archiveLimits, verifyBackup, writeBackup } from './backup-work';
import type { Actor, ServiceContext } from '../context';
import { signBackupToken } from '../file-tokens';
import { requireAdmin } from '../guards';

/** `GET /api/admin/backups`: the archives in the backups folder, newest first. */
export async function listBackups(ctx: ServiceContext, actor: Actor): Promise<AllBackups> {
  requireAdmin(actor);
  return { imports: await listBackupFiles(await backupFolder(ctx)), templates: [] };
}

/** Failures of work nobody waits on are kept for the admin page and `/api/app/about`. */
function remember(ctx: ServiceContext, kind: BackupJobKind, name: string, done: Promise<unknown>) {
  done.catch(async (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    ctx.logger.error({ err: error, kind, name }, 'backup failed');
    await recordFailure(ctx.files.root, { name, at: nowIso(), message });
  });
}

/** `groupId`: the group of the admin who asked, whose server tasks show the backup. */
async function startCreate(
  ctx: ServiceContext,
  origin: BackupOrigin,
  verify: boolean,
  groupId?: string,
) {
  const folder = await backupFolder(ctx);
  const name = await freshBackupName(folder, origin, ctx.backups.jobs.pendingNames());
  const kind = origin === 'nightly' ? 'nightly' : 'create';
  const work = async (progress: ProgressReporter) => {
    await writeBackup(ctx, folder, name, progress);
    if (!verify) return;
    await recordVerified(ctx.files.root, await verifyBackup(ctx, within(folder, name), progress));
    await pruneNightly(ctx, folder);
  };
  const started = ctx.backups.jobs.run(kind, name, (progress) =>
    groupId === undefined
      ? work(progress)
      : runAsServerTask(
          ctx,
          groupId,
          'Database Backup',
          async (task) => {
            await task.log(`Writing ${name}`);
            await work(progress);
          },
          () => `Backup ${name} written`,
        ),
  );
  remember(ctx, kind, name, started.done);
  return started;
}

/**
 * `POST /api/admin/backups`: starts a backup in the background and answers at once with its name
 * and job; `GET /api/admin/backups/status` follows it.
 */
export async function startBackup(
  ctx: ServiceContext,
  actor: Actor,
  locale: string,
): Promise<BackupStarted> {
  const admin = requireAdmin(actor);
  const { job } = await startCreate(ctx, 'manual', false, admin.groupId);
  return {
    message: translate(locale, 'success.backups.creating', { name: job.name ?? '' }),
    error: false,
    name: job.name ?? '',
    jobId: job.id,
  };
}

/** Deletes the nightly backups beyond the number to keep, oldest first. */
async function pruneNightly(ctx: ServiceContext, folder: string): Promise<void> {
  const { keep } = await getBackupSchedule(ctx);
  const nightly = (await listBackupFiles(folder))
    .map((file) => file.name)
    .filter(isNightly)
    .sort()
    .reverse();
  for (const name of nightly.slice(keep)) await rm(within(folder, name), { force: true });
}

/**
 * The nightly run: a backup, verified by restoring it into a scratch folder, then pruning. It
 * never throws: a failure is logged and kept for the admin page.
 */
export async function runNightlyBackup(ctx: ServiceContext): Promise<void> {
  let started;
  try {
    started = await startCreate(ctx, 'nightly', true);
  } catch (error) {
    ctx.logger.error({ err: error }, 'the nightly backup could not start');
    const message = error instanceof Error ? error.message : String(error);
    await recordFailure(ctx.files.root, { name: null, at: nowIso(), message });
    return;
  }
  await started.done.catch(() => undefined);
}

/** `GET /api/admin/backups/{file_name}`: a 30-minute token for `/api/utils/download`. */
export async function backupDownloadToken(
  ctx: ServiceContext,
  actor: Actor,
  name: string,
): Promise<FileTokenResponse> {
  requireAdmin(actor);
  await backupPath(ctx, name);
  return { fileToken: await signBackupToken(ctx.secret, name) };
}

export async function deleteBackup(
  ctx: ServiceContext,
  actor: Actor,
  name: string,
  locale: string,
): Promise<SuccessResponse> {
  requireAdmin(actor);
  await rm(await backupPath(ctx, name));
  return { message: translate(locale, 'success.backups.deleted', { name }), error: false };
}

/** A name for an uploaded archive: its own, made safe, unless taken. */
function uploadName(original: string): string {
  const base = original
    .replace(/^.*[/\\]/, '')
    .replace(/\.zip$/i, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[.]+/, '')
    .slice(0, 200);
  return `${base || 'uploaded'}.zip`;
}

/**
 * `POST /api/admin/backups/upload`: the archive (already streamed to a temporary file) is checked
 * — a zip whose directory passes every check, holding a `database.json` of a revision Larder can
 * restore — and moved into the backups folder. Anything else is refused with the reason.
 */
export async function saveUploadedBackup(
  ctx: ServiceContext,
  actor: Actor,
  upload: { path: string; originalName: string },
  locale: string,
): Promise<SuccessResponse> {
  try {
    requireAdmin(actor);
    const zip = await openBackupZip(upload.path, await archiveLimits(ctx)).catch(
      (error: unknown) => {
        throw error instanceof UnsafeArchiveError
          ? new InvalidError(error.key, error.params)
          : error;
      },
    );
    try {
      (await openLarderSource(zip, await readRevision(zip), Object.keys(migrations))).close();
    } catch (error) {
      zip.close();
      throw error instanceof UnsafeArchiveError ? new InvalidError(error.key, error.params) : error;
    }
    const folder = await backupFolder(ctx);
    const wanted = uploadName(upload.originalName);
    let name = wanted;
    for (let n = 2; await existingFile(within(folder, name)); n++) {
      name = `${wanted.slice(0, -4)}-${n}.zip`;
    }
    await moveFile(upload.path, within(folder, name));
    return { message: translate(locale, 'success.backups.uploaded', { name }), error: false };
  } finally {
    await rm(upload.path, { force: true });
  }
}

/** A rename, or a copy when the backups folder is on another disk. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
  }
}

/** `Left out: 3 recipes_ingredients, 1 files.`, or nothing when nothing was. */
function leftOut(
  counts: Record<string, number>,
  locale: string,
  key: 'success.backups.leftOut' | 'success.backups.notKept',
): string[] {
  const parts = Object.entries(counts).map(([table, n]) => `${n} ${table}`);
  return parts.length === 0 ? [] : [translate(locale, key, { counts: parts.join(', ') })];
}

/**
 * `POST /api/admin/backups/{file_name}/restore`: replaces every row and file with the backup's,
 * answering when done (the status call shows the progress meanwhile). Everyone, the caller too,
 * signs in again afterwards.
 */
export async function restoreBackup(
  ctx: ServiceContext,
  actor: Actor,
  name: string,
  locale: string,
): Promise<BackupRestored> {
  const admin = requireAdmin(actor);
  const file = await backupPath(ctx, name);
  const { done } = ctx.backups.jobs.run('restore', name, (progress) =>
    runAsServerTask(
      ctx,
      admin.groupId,
      'Database Restore',
      async (task) => {
        await task.log(`Restoring ${name}`);
        const outcome = await restoreBackupFile(ctx, file, progress);
        await endInterruptedServerTasks(ctx, 'the database was restored from a backup');
        return outcome;
      },
      (outcome) => `Restored ${outcome.rows} rows and ${outcome.files} files`,
    ),
  );
  const outcome = await done;
  ctx.logger.info({ name, ...outcome }, 'backup restored');
  return {
    message: [
      translate(locale, 'success.backups.restored', {
        name,
        rows: outcome.rows,
        files: outcome.files,
      }),
      ...leftOut(outcome.dropped, locale, 'success.backups.leftOut'),
      ...leftOut(outcome.skipped, locale, 'success.backups.notKept'),
      translate(locale, 'success.backups.signedOut'),
    ].join(' '),
    error: false,
    signedOut: true,
    rows: outcome.rows,
    files: outcome.files,
    dropped: outcome.dropped,
    skipped: outcome.skipped,
    previousState: outcome.previousState,
  };
}

/** `POST /api/admin/backups/{file_name}/verify` (Larder): restores it into a scratch folder. */
export async function verifyBackupNow(
  ctx: ServiceContext,
  actor: Actor,
  name: string,
): Promise<BackupVerification> {
  requireAdmin(actor);
  const file = await backupPath(ctx, name);
  const { done } = ctx.backups.jobs.run('verify', name, (progress) =>
    verifyBackup(ctx, file, progress),
  );
  try {
    const verified = await done;
    await recordVerified(ctx.files.root, verified);
    return verified;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordFailure(ctx.files.root, { name, at: nowIso(), message });
    throw error;
  }
}

export async function backupHealth(ctx: ServiceContext): Promise<BackupHealth> {
  return { ...(await readHealth(ctx.files.root)), nextRun: ctx.backups.schedule.nextRun() };
}

/** `GET /api/admin/backups/status` (Larder): jobs, health and schedule for the admin page. */
export async function getBackupStatus(ctx: ServiceContext, actor: Actor): Promise<BackupStatus> {
  requireAdmin(actor);
  return {
    jobs: ctx.backups.jobs.list(),
    health: await backupHealth(ctx),
    schedule: await getBackupSchedule(ctx),
  };
}
