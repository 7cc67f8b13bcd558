import { randomUUID } from 'node:crypto';

import type { CreateRecipeByUrlBulk } from '../../contract/recipe-import';
import type { BulkImportStarted, ServerTaskStatus } from '../../contract/reports';
import type { UserWithGroup } from '../../db/repos/users.repo';
import { insertReport, insertReportEntry, setReportStatus } from '../../db/repos/reports.repo';
import { insertServerTask, updateServerTask } from '../../db/repos/server-tasks.repo';
import { nowIso } from '../../domain/time';
import { errorText } from '../../i18n/localized-error';
import { localeOfAcceptLanguage } from '../../i18n/locales';
import { translate } from '../../i18n/translate';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { attachScrapedImage } from './recipe-import-image';
import { scrapedToRecipeIn, scrapeRecipeAt } from './recipe-scrape';
import { insertRecipe } from '../recipes/recipes.service';
import { runLimited } from '../run-limited';

/** Pages fetched at once: polite to sites, and keeps a small machine responsive. */
const bulkImportConcurrency = 3;

type Item = CreateRecipeByUrlBulk['imports'][number];

interface BulkRun {
  ctx: ServiceContext;
  actor: Actor;
  user: UserWithGroup;
  reportId: string;
  taskId: number;
  log: string[];
  acceptLanguage?: string;
  /** The language of the request that started the run: its report is written in it. */
  locale: string;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function appendLog(run: BulkRun, line: string, status?: ServerTaskStatus): Promise<void> {
  run.log.push(line);
  await updateServerTask(run.ctx.db, run.taskId, {
    log: run.log.join('\n'),
    updateAt: nowIso(),
    ...(status && { status }),
  });
}

/** Imports one URL and records the outcome in the report; never throws for a bad page. */
async function importOne(run: BulkRun, item: Item, index: number, total: number): Promise<boolean> {
  const { ctx } = run;
  let success = true;
  let text: string;
  let exception = '';
  try {
    const scraped = await scrapeRecipeAt(ctx, item.url, run.acceptLanguage);
    const body = scrapedToRecipeIn(scraped, { tags: item.tags, categories: item.categories });
    const slug = await ctx.db.transaction().execute((trx) => insertRecipe(trx, run.user, body));
    const { locale } = run;
    const reason = await attachScrapedImage(ctx, run.actor, slug, scraped.image, locale);
    text = translate(locale, 'reports.bulkImport.imported', { name: body.name ?? slug });
    if (reason) exception = translate(locale, 'reports.bulkImport.imageNotStored', { reason });
  } catch (error) {
    success = false;
    text = translate(run.locale, 'reports.bulkImport.failed', { url: item.url });
    exception = errorText(error, run.locale);
  }
  const at = nowIso();
  await insertReportEntry(ctx.db, {
    id: randomUUID(),
    reportId: run.reportId,
    success: success ? 1 : 0,
    message: text,
    exception,
    timestamp: at,
    createdAt: at,
    updateAt: at,
  });
  await appendLog(run, `[${index + 1}/${total}] ${success ? 'ok' : 'failed'} ${item.url}`);
  return success;
}

async function runBulk(run: BulkRun, items: Item[]): Promise<void> {
  const results = await runLimited(items, bulkImportConcurrency, (item, index) =>
    importOne(run, item, index, items.length),
  );
  const ok = results.filter(Boolean).length;
  const status = ok === items.length ? 'success' : ok === 0 ? 'failure' : 'partial';
  await setReportStatus(run.ctx.db, run.reportId, status, nowIso());
  await appendLog(run, `Done: ${ok} of ${items.length} imported`, 'finished');
}

/**
 * `POST /api/recipes/create-url/bulk`: starts a background import of every URL (a few at a
 * time) and returns at once. Each URL gets an entry in a `bulk_import` report; the group's
 * server task carries the progress log and ends `finished` (or `failed` if the run itself broke).
 */
export async function startBulkImport(
  ctx: ServiceContext,
  actor: Actor,
  input: CreateRecipeByUrlBulk,
  acceptLanguage?: string,
): Promise<BulkImportStarted> {
  const user = requireUser(actor);
  const locale = localeOfAcceptLanguage(acceptLanguage);
  const now = nowIso();
  const reportId = randomUUID();
  await insertReport(ctx.db, {
    id: reportId,
    name: translate(locale, 'reports.bulkImport.name', {
      time: now.slice(0, 16).replace('T', ' '),
    }),
    category: 'bulk_import',
    groupId: user.groupId,
    status: 'in-progress',
    timestamp: now,
    createdAt: now,
    updateAt: now,
  });
  const taskId = await insertServerTask(ctx.db, {
    groupId: user.groupId,
    name: 'Bulk Recipe Import',
    createdAt: now,
  });
  const run: BulkRun = { ctx, actor, user, reportId, taskId, log: [], acceptLanguage, locale };
  void appendLog(run, `Importing ${input.imports.length} recipes`)
    .then(() => runBulk(run, input.imports))
    .catch(async (error: unknown) => {
      ctx.logger.error({ err: error, reportId }, 'bulk recipe import failed');
      await appendLog(run, `Stopped: ${message(error)}`, 'failed').catch(() => undefined);
      await setReportStatus(ctx.db, reportId, 'failure', nowIso()).catch(() => undefined);
    });
  return { reportId, taskId };
}
