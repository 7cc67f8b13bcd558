import type { SuccessResponse } from '../../contract/common';
import type { ReportCategory, ReportOut, ReportSummary, ServerTask } from '../../contract/reports';
import type { GroupReportRow } from '../../db/report-tables';
import {
  deleteReport as deleteReportRow,
  findReport,
  listReportEntries,
  listReports as listReportRows,
} from '../../db/repos/reports.repo';
import { listServerTasks as listTaskRows } from '../../db/repos/server-tasks.repo';
import { NotFoundError } from '../../domain/errors';
import { translate } from '../../i18n/translate';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { toServerTask } from '../maintenance/server-tasks.service';

const toSummary = (row: GroupReportRow): ReportSummary => ({
  id: row.id,
  timestamp: row.timestamp,
  category: row.category,
  groupId: row.groupId,
  name: row.name,
  status: row.status,
});

export async function listReports(
  ctx: ServiceContext,
  actor: Actor,
  category: ReportCategory | undefined,
): Promise<ReportSummary[]> {
  const user = requireUser(actor);
  return (await listReportRows(ctx.db, user.groupId, category)).map(toSummary);
}

async function reportOfGroup(ctx: ServiceContext, actor: Actor, id: string) {
  const user = requireUser(actor);
  const row = await findReport(ctx.db, user.groupId, id);
  if (!row) throw new NotFoundError();
  return row;
}

export async function getReport(ctx: ServiceContext, actor: Actor, id: string): Promise<ReportOut> {
  const row = await reportOfGroup(ctx, actor, id);
  const entries = await listReportEntries(ctx.db, row.id);
  return {
    ...toSummary(row),
    entries: entries.map((entry) => ({
      id: entry.id,
      reportId: entry.reportId,
      timestamp: entry.timestamp,
      success: entry.success === 1,
      message: entry.message,
      exception: entry.exception,
    })),
  };
}

export async function deleteReport(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  locale: string,
): Promise<SuccessResponse> {
  const row = await reportOfGroup(ctx, actor, id);
  await deleteReportRow(ctx.db, row.id);
  return { message: translate(locale, 'success.reports.deleted'), error: false };
}

export async function listServerTasks(ctx: ServiceContext, actor: Actor): Promise<ServerTask[]> {
  const user = requireUser(actor);
  return (await listTaskRows(ctx.db, user.groupId)).map(toServerTask);
}
