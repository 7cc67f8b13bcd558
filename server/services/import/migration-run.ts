import { randomUUID } from 'node:crypto';

import type { ReportSummaryStatus, ServerTaskStatus } from '../../contract/reports';
import type { SupportedMigration } from '../../contract/migrations';
import { insertReportEntry, setReportStatus } from '../../db/repos/reports.repo';
import { updateServerTask } from '../../db/repos/server-tasks.repo';
import type { UserWithGroup } from '../../db/repos/users.repo';
import { nowIso } from '../../domain/time';
import { errorText } from '../../i18n/localized-error';
import { translate } from '../../i18n/translate';
import type { WebpSet } from '../../files/images';
import type { MigratedRecipe, MigrationEntry } from '../../migrations/types';

import type { Actor, ServiceContext } from '../context';
import { publishEvent } from '../notifications/events';
import { readImageSet } from '../image-store';
import { setRating } from '../recipes/ratings.service';
import { attachScrapedImage } from './recipe-import-image';
import { insertRecipeWithImage } from '../recipes/recipe-images.service';

/** One migration under way: who runs it, into which report and task. */
export interface MigrationRun {
  ctx: ServiceContext;
  actor: Actor;
  user: UserWithGroup;
  type: SupportedMigration;
  appName: string;
  addTag: boolean;
  reportId: string;
  taskId: number;
  /** Lines that stay in the task's log: the start, each failure, the end. */
  log: string[];
  /** The running count, replaced after each recipe, so the log stays short for big exports. */
  progress?: string;
  /** The language of the request that started the run: its report is written in it. */
  locale: string;
}

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

async function writeLog(run: MigrationRun, status?: ServerTaskStatus): Promise<void> {
  const lines = run.progress ? [...run.log, run.progress] : run.log;
  await updateServerTask(run.ctx.db, run.taskId, {
    log: lines.join('\n'),
    updateAt: nowIso(),
    ...(status && { status }),
  });
}

export async function appendLog(
  run: MigrationRun,
  line: string,
  status?: ServerTaskStatus,
): Promise<void> {
  run.log.push(line);
  await writeLog(run, status);
}

/** The picture as a WebP set made before the recipe is written; a bad picture only costs itself. */
async function pictureSet(
  migrated: MigratedRecipe,
  locale: string,
): Promise<{ set: WebpSet | null; problem: string }> {
  if (migrated.picture?.kind !== 'file') return { set: null, problem: '' };
  try {
    return { set: await readImageSet(await migrated.picture.read()), problem: '' };
  } catch (error) {
    const reason = errorText(error, locale);
    return {
      set: null,
      problem: translate(locale, 'reports.migration.pictureNotStored', { reason }),
    };
  }
}

/**
 * What follows the written recipe: a picture to download, the stars and favourite mark. A
 * failure here leaves the recipe imported; its report entry says what is missing.
 */
async function keepExtras(run: MigrationRun, slug: string, migrated: MigratedRecipe) {
  const { ctx, actor, user, locale } = run;
  if (migrated.picture?.kind === 'url') {
    const reason = await attachScrapedImage(ctx, actor, slug, migrated.picture.url, locale);
    if (reason) return translate(locale, 'reports.migration.pictureNotStored', { reason });
  }
  if (migrated.rating === null && !migrated.isFavorite) return '';
  try {
    await setRating(ctx, actor, user.id, slug, {
      rating: migrated.rating,
      isFavorite: migrated.isFavorite,
    });
    return '';
  } catch (error) {
    const reason = errorText(error, locale);
    return translate(locale, 'reports.migration.ratingNotStored', { reason });
  }
}

/** Reads, writes and reports one recipe; a broken one becomes a failed entry, never a throw. */
async function importOne(run: MigrationRun, entry: MigrationEntry): Promise<boolean> {
  const { ctx, user } = run;
  let name = entry.label;
  let success = true;
  let exception: string;
  try {
    const migrated = await entry.load();
    const { recipe } = migrated;
    name = recipe.name ?? name;
    const tags = [...(recipe.tags ?? []), ...(run.addTag ? [{ name: run.type }] : [])];
    const { set, problem } = await pictureSet(migrated, run.locale);
    const slug = await insertRecipeWithImage(ctx, user, { ...recipe, tags }, set, {
      createdMessage: translate(run.locale, 'reports.migration.importedFrom', {
        appName: run.appName,
      }),
    });
    exception = problem || (await keepExtras(run, slug, migrated));
  } catch (error) {
    success = false;
    exception = errorText(error, run.locale);
  }
  const at = nowIso();
  await insertReportEntry(ctx.db, {
    id: randomUUID(),
    reportId: run.reportId,
    success: success ? 1 : 0,
    // Mealie's wording, so its clients read the report the same way.
    message: translate(
      run.locale,
      success ? 'reports.migration.imported' : 'reports.migration.failed',
      {
        name,
      },
    ),
    exception,
    timestamp: at,
    createdAt: at,
    updateAt: at,
  });
  return success;
}

/** Imports the recipes one after the other, then settles the report: success, partial or failure. */
export async function runMigration(run: MigrationRun, entries: MigrationEntry[]): Promise<void> {
  let imported = 0;
  for (const [index, entry] of entries.entries()) {
    const ok = await importOne(run, entry);
    const line = `[${index + 1}/${entries.length}] ${ok ? 'ok' : 'failed'} ${entry.label}`;
    if (ok) {
      imported += 1;
      run.progress = line;
      await writeLog(run);
    } else await appendLog(run, line);
  }
  run.progress = undefined;
  const status: ReportSummaryStatus =
    imported === entries.length ? 'success' : imported === 0 ? 'failure' : 'partial';
  await setReportStatus(run.ctx.db, run.reportId, status, nowIso());
  await appendLog(run, `Done: ${imported} of ${entries.length} imported`, 'finished');
  publishEvent(run.ctx, run.user.groupId, {
    type: 'dataMigrations',
    subject: translate(run.locale, 'notifier.recipesImported', {
      appName: run.appName,
      imported,
      total: entries.length,
    }),
    path: `/group/reports`,
  });
}
