import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

import type { SuccessResponse } from '../../contract/common';
import { defaultLocale } from '../../contract/locales';
import { InvalidError } from '../../domain/errors';
import { imageNames } from '../../domain/file-names';
import { prettySize } from '../../domain/pretty-size';
import { writeFileAtomic } from '../../files/atomic-write';
import { within } from '../../files/media-paths';
import { translate } from '../../i18n/translate';

import type { Actor, ServiceContext } from '../context';
import { requireAdmin } from '../guards';
import { readImageSet } from '../image-store';
import { cleanLogFiles } from './logs.service';
import { settleMs } from './recipe-files';
import { runAsServerTask, type ServerTaskRun } from './server-task-runs';
import { scanRecipesFolder } from './storage.service';

/** A clean's outcome, worded in a given language. */
type Summary = (locale: string) => string;

/**
 * Runs a clean as a `Maintenance Clean` server task of the admin's group; the task's log keeps
 * the summary in English, the answer words it in `locale`.
 */
async function runClean(
  ctx: ServiceContext,
  actor: Actor,
  locale: string,
  title: string,
  work: (task: ServerTaskRun) => Promise<Summary>,
): Promise<SuccessResponse> {
  const admin = requireAdmin(actor);
  const summary = await runAsServerTask(
    ctx,
    admin.groupId,
    'Maintenance Clean',
    async (task) => {
      await task.log(title);
      return work(task);
    },
    (words) => words(defaultLocale),
  );
  ctx.logger.info({ clean: title, result: summary(defaultLocale) }, 'maintenance clean');
  return { message: summary(locale), error: false };
}

/**
 * `POST /api/admin/maintenance/clean/temp`: deletes what `.temp/` holds, except uploads being
 * received, the OCR language cache and anything changed within the last hour (work in
 * progress). Refused while backup work runs: a restore or check stages its archive there.
 */
export function cleanTemp(
  ctx: ServiceContext,
  actor: Actor,
  locale: string,
): Promise<SuccessResponse> {
  requireAdmin(actor);
  const busy = ctx.backups.jobs
    .list()
    .some((job) => job.status === 'queued' || job.status === 'running');
  if (busy) throw new InvalidError('errors.maintenance.backupWorkIsRunningClean');
  return runClean(ctx, actor, locale, 'Cleaning the temp folder', async (task) => {
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
    return (lng) => translate(lng, 'success.maintenance.tempCleaned', { count: removed });
  });
}

/**
 * `POST /api/admin/maintenance/clean/images`: writes the missing sizes of each picture from the
 * largest one present, deletes stray files from live recipes' image folders and the folders of
 * deleted timeline events. Recipe folders of deleted recipes are `clean/recipe-folders`' work.
 */
export function cleanImages(
  ctx: ServiceContext,
  actor: Actor,
  locale: string,
): Promise<SuccessResponse> {
  return runClean(ctx, actor, locale, 'Cleaning recipe images', async (task) => {
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
    return (lng) =>
      translate(lng, 'success.maintenance.imagesCleaned', {
        rebuilt: translate(lng, 'success.maintenance.imageSizesRebuilt', { count: rebuilt }),
        removed: translate(lng, 'success.maintenance.orphanedFilesRemoved', { count: removed }),
      });
  });
}

/** `POST /api/admin/maintenance/clean/recipe-folders`: deletes folders of recipes that are gone. */
export function cleanRecipeFolders(
  ctx: ServiceContext,
  actor: Actor,
  locale: string,
): Promise<SuccessResponse> {
  return runClean(ctx, actor, locale, 'Cleaning recipe folders', async (task) => {
    const scan = await scanRecipesFolder(ctx);
    for (const dir of scan.orphanDirs) {
      await rm(dir, { recursive: true, force: true });
      await task.log(`Removed ${path.relative(ctx.files.root, dir)}`);
    }
    const count = scan.orphanDirs.length;
    return (lng) => translate(lng, 'success.maintenance.recipeFoldersCleaned', { count });
  });
}

/** `POST /api/admin/maintenance/clean/logs`: empties the log. */
export function cleanLogs(
  ctx: ServiceContext,
  actor: Actor,
  locale: string,
): Promise<SuccessResponse> {
  return runClean(ctx, actor, locale, 'Cleaning the logs', async () => {
    const freed = await cleanLogFiles(ctx);
    const size = prettySize(freed);
    return (lng) => translate(lng, 'success.maintenance.logsCleaned', { size });
  });
}
