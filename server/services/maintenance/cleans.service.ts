import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

import type { SuccessResponse } from '../../contract/common';
import { InvalidError } from '../../domain/errors';
import { imageNames } from '../../domain/file-names';
import { prettySize } from '../../domain/pretty-size';
import { writeFileAtomic } from '../../files/atomic-write';
import { within } from '../../files/media-paths';

import type { Actor, ServiceContext } from '../context';
import { requireAdmin } from '../guards';
import { readImageSet } from '../image-store';
import { cleanLogFiles } from './logs.service';
import { settleMs } from './recipe-files';
import { runAsServerTask, type ServerTaskRun } from './server-task-runs';
import { scanRecipesFolder } from './storage.service';

const done = (message: string): SuccessResponse => ({ message, error: false });

/** Runs a clean as a `Maintenance Clean` server task of the admin's group. */
async function runClean(
  ctx: ServiceContext,
  actor: Actor,
  title: string,
  work: (task: ServerTaskRun) => Promise<string>,
): Promise<SuccessResponse> {
  const admin = requireAdmin(actor);
  const message = await runAsServerTask(
    ctx,
    admin.groupId,
    'Maintenance Clean',
    async (task) => {
      await task.log(title);
      return work(task);
    },
    (summary) => summary,
  );
  ctx.logger.info({ clean: title, result: message }, 'maintenance clean');
  return done(message);
}

/**
 * `POST /api/admin/maintenance/clean/temp`: deletes what `.temp/` holds, except uploads being
 * received, the OCR language cache and anything changed within the last hour (work in
 * progress). Refused while backup work runs: a restore or check stages its archive there.
 */
export function cleanTemp(ctx: ServiceContext, actor: Actor): Promise<SuccessResponse> {
  requireAdmin(actor);
  const busy = ctx.backups.jobs
    .list()
    .some((job) => job.status === 'queued' || job.status === 'running');
  if (busy) throw new InvalidError('errors.maintenance.backupWorkIsRunningClean');
  return runClean(ctx, actor, 'Cleaning the temp folder', async (task) => {
    const kept = new Set([path.basename(ctx.files.uploads), 'ocr-languages']);
    const now = Date.now();
    let removed = 0;
    for (const name of await readdir(ctx.files.temp)) {
      if (kept.has(name)) continue;
      const entry = path.join(ctx.files.temp, name);
      const stats = await stat(entry).catch(() => null);
      if (!stats || now - stats.mtimeMs < settleMs) continue;
      await rm(entry, { recursive: true, force: true });
      await task.log(`Removed ${name}`);
      removed += 1;
    }
    return `Removed ${removed} temporary ${removed === 1 ? 'entry' : 'entries'}.`;
  });
}

/**
 * `POST /api/admin/maintenance/clean/images`: writes the missing sizes of each picture from the
 * largest one present, deletes stray files from live recipes' image folders and the folders of
 * deleted timeline events. Recipe folders of deleted recipes are `clean/recipe-folders`' work.
 */
export function cleanImages(ctx: ServiceContext, actor: Actor): Promise<SuccessResponse> {
  return runClean(ctx, actor, 'Cleaning recipe images', async (task) => {
    const scan = await scanRecipesFolder(ctx);
    let rebuilt = 0;
    for (const { dir, missing } of scan.missingSizes) {
      const source = imageNames.find((name) => !missing.includes(name));
      if (!source) continue;
      try {
        const set = await readImageSet(await readFile(within(dir, source)));
        for (const name of missing) await writeFileAtomic(within(dir, name), set[name]);
        rebuilt += missing.length;
        await task.log(`Rebuilt ${missing.join(', ')} in ${path.relative(ctx.files.root, dir)}`);
      } catch (error) {
        await task.log(`Could not rebuild ${path.relative(ctx.files.root, dir)}: ${String(error)}`);
      }
    }
    for (const file of [...scan.strayImages, ...scan.orphanTimelineDirs]) {
      await rm(file, { recursive: true, force: true });
      await task.log(`Removed ${path.relative(ctx.files.root, file)}`);
    }
    const removed = scan.strayImages.length + scan.orphanTimelineDirs.length;
    return `Rebuilt ${rebuilt} image ${rebuilt === 1 ? 'size' : 'sizes'}, removed ${removed} orphaned ${removed === 1 ? 'file' : 'files'}.`;
  });
}

/** `POST /api/admin/maintenance/clean/recipe-folders`: deletes folders of recipes that are gone. */
export function cleanRecipeFolders(ctx: ServiceContext, actor: Actor): Promise<SuccessResponse> {
  return runClean(ctx, actor, 'Cleaning recipe folders', async (task) => {
    const scan = await scanRecipesFolder(ctx);
    for (const dir of scan.orphanDirs) {
      await rm(dir, { recursive: true, force: true });
      await task.log(`Removed ${path.relative(ctx.files.root, dir)}`);
    }
    const count = scan.orphanDirs.length;
    return `Removed ${count} recipe ${count === 1 ? 'folder' : 'folders'}.`;
  });
}

/** `POST /api/admin/maintenance/clean/logs`: empties the log. */
export function cleanLogs(ctx: ServiceContext, actor: Actor): Promise<SuccessResponse> {
  return runClean(ctx, actor, 'Cleaning the logs', async () => {
    const freed = await cleanLogFiles(ctx);
    return `Logs cleaned: ${prettySize(freed)} freed.`;
  });
}
