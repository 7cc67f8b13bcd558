import type { Generated, Insertable, Selectable } from 'kysely';

import type { ReportCategory, ReportSummaryStatus, ServerTaskStatus } from '../contract/reports';

/**
 * The tables of migration 0003, part of `Database` (schema.ts)
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
  category: ReportCategory;
  groupId: string;
  status: ReportSummaryStatus;
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
  status: ServerTaskStatus;
  log: string;
  createdAt: string;
  updateAt: string;
};
export type ServerTaskRow = Selectable<ServerTaskTable>;
