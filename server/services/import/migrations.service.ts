import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

import {
  migrationSources,
  type MigrationForm,
  type MigrationStarted,
  type SupportedMigration,
} from '../../contract/migrations';
import { insertReport, setReportStatus } from '../../db/repos/reports.repo';
import { insertServerTask } from '../../db/repos/server-tasks.repo';
import { InvalidError } from '../../domain/errors';
import { nowIso } from '../../domain/time';
import { translate } from '../../i18n/translate';
import { UnsafeArchiveError } from '../../files/zip-entry-checks';
import type { OpenExport } from '../../migrations/open-export';
import { WrongExportError, type MigrationEntry } from '../../migrations/types';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { appendLog, messageOf, runMigration, type MigrationRun } from './migration-run';

/** Uploads to `POST /api/groups/migrations` larger than this are refused (413). */
export const maxMigrationUploadBytes = 1024 ** 3;

/** The uploaded export, saved to disk by the upload handler. */
interface MigrationUpload {
  path: string;
  originalName: string;
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
  const { migrationReaders, openExport } = await import('../../migrations/readers');
  let files: OpenExport | undefined;
  try {
    files = await openExport(upload.path, upload.originalName);
    const entries = await migrationReaders[type].list(files);
    return { files, entries };
  } catch (error) {
    files?.close();
    if (error instanceof WrongExportError || error instanceof UnsafeArchiveError) {
      throw new InvalidError(error.key, error.params);
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
  locale: string,
): Promise<MigrationStarted> {
  const user = requireUser(actor);
  const type = form.migration_type;
  const appName = migrationSources.find((source) => source.type === type)?.name ?? type;
  const reportId = randomUUID();
  // The run owns the upload from here: the upload handler's clean-up no longer finds it.
  const work = path.join(ctx.files.temp, `migration-${reportId}`);
  await rename(upload.path, work);
  let files: OpenExport | undefined;
  const discard = async () => {
    files?.close();
    await rm(work, { force: true }).catch(() => undefined);
  };
  const now = nowIso();
  const summary = {
    id: reportId,
    name: translate(locale, 'reports.migration.name', { appName }),
    category: 'migration' as const,
    groupId: user.groupId,
    status: 'in-progress' as const,
    timestamp: now,
  };
  let entries: MigrationEntry[];
  let taskId: number;
  try {
    ({ files, entries } = await listExport({ ...upload, path: work }, type));
    taskId = await ctx.db.transaction().execute(async (trx) => {
      await insertReport(trx, { ...summary, createdAt: now, updateAt: now });
      return insertServerTask(trx, {
        groupId: user.groupId,
        name: `Migration from ${appName}`,
        createdAt: now,
      });
    });
  } catch (error) {
    await discard();
    throw error;
  }
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
    locale,
  };
  void appendLog(run, `Importing ${entries.length} recipes from ${appName}`)
    .then(() => runMigration(run, entries))
    .catch(async (error: unknown) => {
      ctx.logger.error({ err: error, reportId }, 'migration failed');
      await appendLog(run, `Stopped: ${messageOf(error)}`, 'failed').catch(() => undefined);
      await setReportStatus(ctx.db, reportId, 'failure', nowIso()).catch(() => undefined);
    })
    .finally(discard);
  return { ...summary, taskId };
}
