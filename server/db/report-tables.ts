import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The tables of migration 0003, seen through `db.withTables<ReportTables>()` by their repos
 * (camelCase here, snake_case in SQL).
 */
export type ReportTables = {
  groupReports: GroupReportTable;
  reportEntries: ReportEntryTable;
  serverTasks: ServerTaskTable;
};

export type GroupReportTable = {
  id: string;
  name: string;
  category: string;
  groupId: string;
  status: string;
  timestamp: string;
  createdAt: string;
  updateAt: string;
};
export type GroupReportRow = Selectable<GroupReportTable>;

export type ReportEntryTable = {
  id: string;
  reportId: string;
  /** 0 or 1. */
  success: number;
  message: string;
  exception: string;
  timestamp: string;
  createdAt: string;
  updateAt: string;
};
export type ReportEntryRow = Selectable<ReportEntryTable>;
export type NewReportEntryRow = Insertable<ReportEntryTable>;

export type ServerTaskTable = {
  id: Generated<number>;
  groupId: string;
  name: string;
  status: string;
  log: string;
  createdAt: string;
  updateAt: string;
};
export type ServerTaskRow = Selectable<ServerTaskTable>;
