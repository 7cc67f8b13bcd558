import { randomUUID } from 'node:crypto';
import { statfs } from 'node:fs/promises';
import path from 'node:path';

import { writeBackupArchive } from '../../backups/archive-writer';
import type { BackupZipLimits } from '../../backups/backup-zip';
import type { BackupManifest } from '../../backups/manifest';
import { openArchive } from '../../backups/open-archive';
import type { ProgressReporter } from '../../backups/progress';
import { stageRestore, type StageResult } from '../../backups/stage-restore';
import type { BackupVerification } from '../../contract/backups';
import { migrations } from '../../db/migrations/index';
import { InvalidError } from '../../domain/errors';
import { nowIso } from '../../domain/time';
import { within } from '../../files/media-paths';
import { removeTree } from '../../files/remove-tree';
import { UnsafeArchiveError } from '../../files/safe-zip';

import type { ServiceContext } from '../context';

/** Room left on the disk beyond what an archive unpacks to. */
const spareBytes = 256 * 1024 * 1024;
const hardMaxBytes = 1024 ** 4;

/**
 * Limits for opening an archive: entries and ratios no real backup reaches (a database.json of
 * 10,000 recipes packs about 8:1), and no more bytes than the disk holding the data directory
 * has free.
 */
export async function archiveLimits(ctx: ServiceContext): Promise<BackupZipLimits> {
  const disk = await statfs(ctx.files.root);
  const free = disk.bavail * disk.bsize;
  return {
    maxEntries: 2_000_000,
    maxRatio: 200,
    maxTotalBytes: Math.max(0, Math.min(hardMaxBytes, free - spareBytes)),
  };
}

/** Writes a backup of the running installation as `folder/name`. */
export function writeBackup(
  ctx: ServiceContext,
  folder: string,
  name: string,
  progress: ProgressReporter,
): Promise<BackupManifest> {
  return writeBackupArchive(
    {
      databaseFile: ctx.settings.databaseFile,
      nativeBinding: ctx.settings.nativeBinding,
      dataRoot: ctx.files.root,
    },
    within(folder, name),
    progress,
  );
}

/**
 * Restores an archive into `dir` and closes it: what `use` does next (a restore writes a backup
 * of the current state) no longer holds the archive's directory and manifest.
 */
async function stageArchive(
  ctx: ServiceContext,
  file: string,
  dir: string,
  progress: ProgressReporter,
): Promise<StageResult> {
  progress.start('checking', 1);
  const source = await openArchive(file, await archiveLimits(ctx), Object.keys(migrations));
  try {
    return await stageRestore(source, {
      dir,
      nativeBinding: ctx.settings.nativeBinding,
      migrations,
      progress,
    });
  } finally {
    source.close();
  }
}

/**
 * Checks what can be checked of an archive without unpacking it (its directory of entries, its
 * schema revision and manifest), and closes it. A hostile or damaged one is an `InvalidError`.
 */
export async function checkArchive(
  ctx: ServiceContext,
  file: string,
  progress: ProgressReporter,
): Promise<void> {
  progress.start('checking', 1);
  try {
    const source = await openArchive(file, await archiveLimits(ctx), Object.keys(migrations));
    source.close();
  } catch (error) {
    if (error instanceof UnsafeArchiveError) throw new InvalidError(error.key, error.params);
    throw error;
  }
}

/**
 * Opens an archive and restores it into a new folder under the data directory's `.temp/`, then
 * calls `use` with what was restored there; the folder is deleted afterwards whatever happens.
 * A hostile or damaged archive is an `InvalidError` with the reason (a 400).
 */
export async function withStagedArchive<T>(
  ctx: ServiceContext,
  file: string,
  prefix: 'restore' | 'verify',
  progress: ProgressReporter,
  use: (staged: StageResult, dir: string) => Promise<T>,
): Promise<T> {
  const dir = path.join(ctx.files.temp, `${prefix}-${randomUUID()}`);
  try {
    const staged = await stageArchive(ctx, file, dir, progress);
    return await use(staged, dir);
  } catch (error) {
    if (error instanceof UnsafeArchiveError) throw new InvalidError(error.key, error.params);
    throw error;
  } finally {
    await removeTree(dir);
  }
}

/**
 * Proves a backup restores: into a scratch folder, every row counted and every file hashed
 * against the archive's manifest (and every entry's CRC-32, the references and SQLite's own
 * check); the scratch folder is deleted after.
 */
export function verifyBackup(
  ctx: ServiceContext,
  file: string,
  progress: ProgressReporter,
): Promise<BackupVerification> {
  return withStagedArchive(ctx, file, 'verify', progress, (staged) =>
    Promise.resolve({
      name: path.basename(file),
      verifiedAt: nowIso(),
      tables: Object.keys(staged.tables).length,
      rows: staged.rows,
      files: staged.files,
      bytes: staged.bytes,
    }),
  );
}
