import { rm } from 'node:fs/promises';
import path from 'node:path';

import BetterSqlite3 from 'better-sqlite3';

import { dataFolders } from '../../backups/layout';
import { asPhase, type ProgressReporter } from '../../backups/progress';
import { stagedDatabaseName } from '../../backups/stage-restore';
import {
  finishInterruptedRestore,
  removeJournal,
  SwapIncompleteError,
  swapIn,
  writeJournal,
  type SwapPlan,
} from '../../backups/swap';
import { openDatabase } from '../../db/database';
import { readSiteSettings } from '../../db/repos/site-settings.repo';
import { listSessionEpochs } from '../../db/repos/users.repo';
import { within } from '../../files/media-paths';
import { loadOrCreateSecret } from '../../files/secret';

import { backupFolder, freshBackupName } from './backup-files';
import { checkArchive, withStagedArchive, writeBackup } from './backup-work';
import type { ServiceContext } from '../context';

interface RestoreOutcome {
  rows: number;
  files: number;
  dropped: Record<string, number>;
  skipped: Record<string, number>;
  /** The backup taken of the data as it was before. */
  previousState: string;
}

/**
 * What the restored database takes over from this one: every user's session epoch rises above
 * both the archive's and this installation's (so no session from before, here or there, works
 * afterwards: everyone signs in again; API tokens go on working), and the backup folder stays
 * this machine's (a folder of the computer the backup came from means nothing here).
 */
async function carryOver(ctx: ServiceContext, dir: string): Promise<void> {
  const live = await listSessionEpochs(ctx.db);
  const { backupDir } = await readSiteSettings(ctx.db);
  const sqlite = new BetterSqlite3(path.join(dir, stagedDatabaseName), {
    ...(ctx.settings.nativeBinding ? { nativeBinding: ctx.settings.nativeBinding } : {}),
  });
  try {
    const users = sqlite.prepare('SELECT id, session_epoch AS epoch FROM users').all() as {
      id: string;
      epoch: number;
    }[];
    const raise = sqlite.prepare('UPDATE users SET session_epoch = ? WHERE id = ?');
    const keepFolder = sqlite.prepare('UPDATE site_settings SET backup_dir = ?');
    sqlite.transaction(() => {
      for (const user of users) {
        raise.run(Math.max(user.epoch, live.get(user.id) ?? 0) + 1, user.id);
      }
      keepFolder.run(backupDir);
    })();
  } finally {
    sqlite.close();
  }
}

/**
 * Swaps the staged installation in under the request gate: no request is inside, the database is
 * closed, the journal written (from here a crash finishes the swap at the next start), the
 * entries renamed, the journal removed, the new database opened. A failed rename undoes the
 * others and reopens the old database: nothing changed.
 */
async function swapStaged(ctx: ServiceContext, staging: string, hasSecret: boolean) {
  const root = ctx.files.root;
  const database = path.basename(ctx.files.database);
  const plan: SwapPlan = {
    staging,
    replace: [database, ...dataFolders, ...(hasSecret ? [path.basename(ctx.files.secret)] : [])],
    clear: [`${database}-wal`, `${database}-shm`],
  };
  await ctx.db.destroy();
  try {
    await writeJournal(root, plan);
    await swapIn(root, plan);
    await removeJournal(root);
  } catch (error) {
    // Undone: forget the journal. Half done and stuck: finish now, as a restart would.
    if (error instanceof SwapIncompleteError) await finishInterruptedRestore(root);
    else await removeJournal(root);
    throw error;
  } finally {
    ctx.db = openDatabase(ctx.files.database, { nativeBinding: ctx.settings.nativeBinding }).db;
  }
  if (hasSecret) ctx.secret = loadOrCreateSecret(ctx.files.secret);
}

/**
 * Restores a backup over the running installation, atomically: the archive is checked, a backup
 * of the current state is taken, then the archive is restored beside the live data and verified,
 * and the two are swapped while requests wait. Any failure before the swap leaves everything as it
 * was, the backup of the current state removed again.
 */
export async function restoreBackupFile(
  ctx: ServiceContext,
  file: string,
  progress: ProgressReporter,
): Promise<RestoreOutcome> {
  await checkArchive(ctx, file, progress);
  // Taken first, as the restore dialog says: before unpacking has grown the server's memory,
  // which the backup would otherwise add to.
  const folder = await backupFolder(ctx);
  const previousState = await freshBackupName(folder, 'before-restore');
  await writeBackup(ctx, folder, previousState, asPhase(progress, 'before-restore'));
  const swap = { started: false };
  try {
    return await withStagedArchive(ctx, file, 'restore', progress, async (staged, dir) => {
      await carryOver(ctx, dir);
      progress.start('swapping', 1);
      swap.started = true;
      await ctx.backups.gate.hold(() => swapStaged(ctx, dir, staged.hasSecret));
      await ctx.backups.schedule.apply(ctx);
      return {
        rows: staged.rows,
        files: staged.files,
        dropped: staged.dropped,
        skipped: staged.skipped,
        previousState,
      };
    });
  } catch (error) {
    if (!swap.started) await rm(within(folder, previousState), { force: true });
    throw error;
  }
}
