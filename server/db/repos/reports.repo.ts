import type { Db } from '../database';
import type {
  GroupReportRow,
  NewReportEntryRow,
  ReportEntryRow,
  ReportTables,
} from '../report-tables';

const tables = (db: Db) => db.withTables<ReportTables>();

export async function insertReport(db: Db, row: GroupReportRow): Promise<void> {
  await tables(db).insertInto('groupReports').values(row).execute();
}

export async function setReportStatus(db: Db, id: string, status: string, at: string) {
  await tables(db)
    .updateTable('groupReports')
    .set({ status, updateAt: at })
    .where('id', '=', id)
    .execute();
}

export async function insertReportEntry(db: Db, row: NewReportEntryRow): Promise<void> {
  await tables(db).insertInto('reportEntries').values(row).execute();
}

/** The group's reports, newest first, optionally of one category. */
export function listReports(
  db: Db,
  groupId: string,
  category: string | undefined,
): Promise<GroupReportRow[]> {
  let query = tables(db).selectFrom('groupReports').selectAll().where('groupId', '=', groupId);
  if (category) query = query.where('category', '=', category);
  return query.orderBy('timestamp', 'desc').execute();
}

export function findReport(
  db: Db,
  groupId: string,
  id: string,
): Promise<GroupReportRow | undefined> {
  return tables(db)
    .selectFrom('groupReports')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listReportEntries(db: Db, reportId: string): Promise<ReportEntryRow[]> {
  return tables(db)
    .selectFrom('reportEntries')
    .selectAll()
    .where('reportId', '=', reportId)
    .orderBy('timestamp')
    .orderBy('createdAt')
    .execute();
}

export async function deleteReport(db: Db, id: string): Promise<void> {
  await tables(db).deleteFrom('groupReports').where('id', '=', id).execute();
}
