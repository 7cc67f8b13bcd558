import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

import {
  migrationSources,
  type MigrationForm,
  type MigrationStarted,
  type SupportedMigration,
} from '../contract/migrations';
import type { ReportSummaryStatus } from '../contract/reports';
import { insertReport, insertReportEntry, setReportStatus } from '../db/repos/reports.repo';
import { insertServerTask, updateServerTask } from '../db/repos/server-tasks.repo';
import type { UserWithGroup } from '../db/repos/users.repo';
import { InvalidError } from '../domain/errors';
import { nowIso } from '../domain/time';
import type { WebpSet } from '../files/images';
import { UnsafeArchiveError } from '../files/zip-entry-checks';
import type { OpenExport } from '../migrations/open-export';
import { WrongExportError, type MigratedRecipe, type MigrationEntry } from '../migrations/types';

import type { Actor, ServiceContext } from './context';
import { requireUser } from './guards';
import { readImageSet } from './image-store';
import { attachScrapedImage } from './recipe-import-image';
import { insertRecipeWithImage } from './recipe-images.service';
import { setRating } from './ratings.service';

/** Uploads to `POST /api/groups/migrations` larger than this are refused (413). */
export const maxMigrationUploadBytes = 1024 ** 3;

/** The uploaded export, saved to disk by the upload handler. */
export interface MigrationUpload {
  path: string;
  originalName: string;
}

interface MigrationRun {
  ctx: ServiceContext;
  actor: Actor;
  user: UserWithGroup;
  type: SupportedMigration;
  appName: string;
  addTag: boolean;
  reportId: string;
  taskId: number;
  log: string[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function appendLog(run: MigrationRun, line: string, status?: string): Promise<void> {
  run.log.push(line);
  await updateServerTask(run.ctx.db, run.taskId, {
    log: run.log.join('\n'),
    updateAt: nowIso(),
    ...(status && { status }),
  });
}

/** The picture as a WebP set made before the recipe is written; a bad picture only costs itself. */
async function pictureSet(
  migrated: MigratedRecipe,
): Promise<{ set: WebpSet | null; problem: string }> {
  if (migrated.picture?.kind !== 'file') return { set: null, problem: '' };
  try {
    return { set: await readImageSet(await migrated.picture.read()), problem: '' };
  } catch (error) {
    return { set: null, problem: `Picture not stored: ${messageOf(error)}` };
  }
}

/** Reads, writes and reports one recipe; a broken one becomes a failed entry, never a throw. */
async function importOne(run: MigrationRun, entry: MigrationEntry): Promise<boolean> {
  const { ctx, actor, user } = run;
  let name = entry.label;
  let success = true;
  let exception: string;
  try {
    const migrated = await entry.load();
    const { recipe } = migrated;
    name = recipe.name ?? name;
    const tags = [...(recipe.tags ?? []), ...(run.addTag ? [{ name: run.type }] : [])];
    const { set, problem } = await pictureSet(migrated);
    const slug = await insertRecipeWithImage(ctx, user, { ...recipe, tags }, set, {
      createdMessage: `Imported from ${run.appName}`,
    });
    exception = problem;
    if (migrated.picture?.kind === 'url') {
      const failed = await attachScrapedImage(ctx, actor, slug, migrated.picture.url);
      if (failed) exception = `Picture not stored: ${failed}`;
    }
    if (migrated.rating !== null || migrated.isFavorite) {
      await setRating(ctx, actor, user.id, slug, {
        rating: migrated.rating,
        isFavorite: migrated.isFavorite,
      });
    }
  } catch (error) {
    success = false;
    exception = messageOf(error);
  }
  const at = nowIso();
  await insertReportEntry(ctx.db, {
    id: randomUUID(),
    reportId: run.reportId,
    success: success ? 1 : 0,
    // Mealie's wording, so its clients read the report the same way.
    message: success ? `Imported ${name} successfully` : `Failed to import ${name}`,
    exception,
    timestamp: at,
    createdAt: at,
    updateAt: at,
  });
  return success;
}

async function runMigration(run: MigrationRun, entries: MigrationEntry[]): Promise<void> {
  let imported = 0;
  for (const [index, entry] of entries.entries()) {
    const ok = await importOne(run, entry);
    if (ok) imported += 1;
    await appendLog(run, `[${index + 1}/${entries.length}] ${ok ? 'ok' : 'failed'} ${entry.label}`);
  }
  const status: ReportSummaryStatus =
    imported === entries.length ? 'success' : imported === 0 ? 'failure' : 'partial';
  await setReportStatus(run.ctx.db, run.reportId, status, nowIso());
  await appendLog(run, `Done: ${imported} of ${entries.length} imported`, 'finished');
}

/**
 * Opens the export and lists its recipes, answering 400 for an archive Larder will not open or
 * one that is not the chosen app's export. Nothing is written until this has passed.
 */
async function listExport(
  upload: MigrationUpload,
  type: SupportedMigration,
): Promise<{ files: OpenExport; entries: MigrationEntry[] }> {
  // The zip reader, HTML and CSV parsers load with the first migration, not at every start.
  const { migrationReaders, openExport } = await import('../migrations/readers');
  let files: OpenExport | undefined;
  try {
    files = await openExport(upload.path, upload.originalName);
    const entries = await migrationReaders[type].list(files);
    return { files, entries };
  } catch (error) {
    files?.close();
    if (error instanceof WrongExportError || error instanceof UnsafeArchiveError) {
      throw new InvalidError(error.message);
    }
    throw error;
  }
}

/**
 * `POST /api/groups/migrations`: imports another app's export into the caller's group. The
 * export is checked and its recipes listed at once (400 when it is not that app's export); the
 * recipes are then written one by one in the background, each with an entry in a `migration`
 * report (Mealie's messages), while the group's server task counts them off. The answer is the
 * report, still `in-progress`. The upload is deleted when the run ends.
 */
export async function startMigration(
  ctx: ServiceContext,
  actor: Actor,
  form: MigrationForm,
  upload: MigrationUpload,
): Promise<MigrationStarted> {
  const user = requireUser(actor);
  const type = form.migration_type;
  const appName = migrationSources.find((source) => source.type === type)?.name ?? type;
  const reportId = randomUUID();
  // The run owns the upload from here: the upload handler's clean-up no longer finds it.
  const work = path.join(ctx.files.temp, `migration-${reportId}`);
  await rename(upload.path, work);
  let listed: Awaited<ReturnType<typeof listExport>>;
  try {
    listed = await listExport({ ...upload, path: work }, type);
  } catch (error) {
    await rm(work, { force: true });
    throw error;
  }
  const { files, entries } = listed;
  const now = nowIso();
  const summary = {
    id: reportId,
    name: `${appName} Migration`,
    category: 'migration' as const,
    groupId: user.groupId,
    status: 'in-progress' as const,
    timestamp: now,
  };
  await insertReport(ctx.db, { ...summary, createdAt: now, updateAt: now });
  const taskId = await insertServerTask(ctx.db, {
    groupId: user.groupId,
    name: `Migration from ${appName}`,
    createdAt: now,
  });
  const run: MigrationRun = {
    ctx,
    actor,
    user,
    type,
    appName,
    addTag: form.add_migration_tag,
    reportId,
    taskId,
    log: [],
  };
  void appendLog(run, `Importing ${entries.length} recipes from ${appName}`)
    .then(() => runMigration(run, entries))
    .catch(async (error: unknown) => {
      ctx.logger.error({ err: error, reportId }, 'migration failed');
      await appendLog(run, `Stopped: ${messageOf(error)}`, 'failed').catch(() => undefined);
      await setReportStatus(ctx.db, reportId, 'failure', nowIso()).catch(() => undefined);
    })
    .finally(async () => {
      files.close();
      await rm(work, { force: true }).catch(() => undefined);
    });
  return { ...summary, taskId };
}
