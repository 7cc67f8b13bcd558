import { z } from 'zod';

export const ReportCategory = z.enum(['backup', 'restore', 'migration', 'bulk_import']);
export type ReportCategory = z.infer<typeof ReportCategory>;
export type ReportSummaryStatus = 'in-progress' | 'success' | 'failure' | 'partial';

/** `GET /api/groups/reports?report_type=` (snake_case, as Mealie names it). */
export const ReportListQuery = z.object({ report_type: ReportCategory.optional() });
export const ReportIdParams = z.object({ id: z.uuid() });

export interface ReportSummary {
  id: string;
  timestamp: string;
  category: ReportCategory;
  groupId: string;
  name: string;
  status: ReportSummaryStatus;
}

export interface ReportEntryOut {
  id: string;
  reportId: string;
  timestamp: string;
  success: boolean;
  message: string;
  exception: string;
}

export interface ReportOut extends ReportSummary {
  entries: ReportEntryOut[];
}

export type ServerTaskStatus = 'running' | 'finished' | 'failed';

/** `GET /api/groups/server-tasks`: a background job of the group and its log so far. */
export interface ServerTask {
  id: number;
  groupId: string;
  name: string;
  createdAt: string;
  status: ServerTaskStatus;
  log: string;
}

/** The answer to `POST /api/recipes/create-url/bulk` (202): where to follow the import. */
export interface BulkImportStarted {
  reportId: string;
  taskId: number;
}
