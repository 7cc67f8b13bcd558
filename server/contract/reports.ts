import { z } from 'zod';

export const ReportCategory = z.enum(['backup', 'restore', 'migration', 'bulk_import']);
export type ReportCategory = z.infer<typeof ReportCategory>;
export const ReportSummaryStatus = z.enum(['in-progress', 'success', 'failure', 'partial']);
export type ReportSummaryStatus = z.infer<typeof ReportSummaryStatus>;

/** `GET /api/groups/reports?report_type=` (snake_case, as Mealie names it). */
export const ReportListQuery = z.object({ report_type: ReportCategory.optional() });
export const ReportIdParams = z.object({ id: z.uuid() });

export const ReportSummary = z.object({
  id: z.string(),
  timestamp: z.string(),
  category: ReportCategory,
  groupId: z.string(),
  name: z.string(),
  status: ReportSummaryStatus,
});
export type ReportSummary = z.infer<typeof ReportSummary>;

export const ReportEntryOut = z.object({
  id: z.string(),
  reportId: z.string(),
  timestamp: z.string(),
  success: z.boolean(),
  message: z.string(),
  exception: z.string(),
});
export type ReportEntryOut = z.infer<typeof ReportEntryOut>;

export const ReportOut = ReportSummary.extend({ entries: z.array(ReportEntryOut) });
export type ReportOut = z.infer<typeof ReportOut>;

export const ServerTaskStatus = z.enum(['running', 'finished', 'failed']);
export type ServerTaskStatus = z.infer<typeof ServerTaskStatus>;

/** `GET /api/groups/server-tasks`: a background job of the group and its log so far. */
export const ServerTask = z.object({
  id: z.number().int(),
  groupId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  status: ServerTaskStatus,
  log: z.string(),
});
export type ServerTask = z.infer<typeof ServerTask>;

/** The answer to `POST /api/recipes/create-url/bulk` (202): where to follow the import. */
export const BulkImportStarted = z.object({ reportId: z.string(), taskId: z.number().int() });
export type BulkImportStarted = z.infer<typeof BulkImportStarted>;
