import type { ReportCategory, ReportSummaryStatus } from '../../contract/reports';
import type { Db } from '../database';
import type { GroupReportRow, NewReportEntryRow, ReportEntryRow } from '../report-tables';

export async function insertReport(db: Db, row: GroupReportRow): Promise<void> {
  await db.insertInto('groupReports').values(row).execute();
}

export async function setReportStatus(db: Db, id: string, status: ReportSummaryStatus, at: string) {
  await db.updateTable('groupReports').set({ status, updateAt: at }).where('id', '=', id).execute();
}

export async function insertReportEntry(db: Db, row: NewReportEntryRow): Promise<void> {
  await db.insertInto('reportEntries').values(row).execute();
}

/** The group's reports, newest first, optionally of one category. */
export function listReports(
  db: Db,
  groupId: string,
  category: ReportCategory | undefined,
): Promise<GroupReportRow[]> {
  let query = db.selectFrom('groupReports').selectAll().where('groupId', '=', groupId);
  if (category) query = query.where('category', '=', category);
  return query.orderBy('timestamp', 'desc').execute();
}

export function findReport(
  db: Db,
  groupId: string,
  id: string,
): Promise<GroupReportRow | undefined> {
  return db
    .selectFrom('groupReports')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listReportEntries(db: Db, reportId: string): Promise<ReportEntryRow[]> {
  return db
    .selectFrom('reportEntries')
    .selectAll()
    .where('reportId', '=', reportId)
    .orderBy('timestamp')
    .orderBy('createdAt')
    .execute();
}

export async function deleteReport(db: Db, id: string): Promise<void> {
  await db.deleteFrom('groupReports').where('id', '=', id).execute();
}
