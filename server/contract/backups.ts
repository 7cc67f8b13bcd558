import { z } from 'zod';

import { SuccessResponse } from './common';
import { validationText } from './validation-text';

/** One archive in the backups folder (Mealie's `BackupFile`). */
export const BackupFile = z.object({
  name: z.string(),
  /** When the file was written (ISO). */
  date: z.string(),
  /** Mealie's pretty size ("2.25 MB"). */
  size: z.string(),
});
export type BackupFile = z.infer<typeof BackupFile>;

/** `GET /api/admin/backups` (Mealie's `AllBackups`; Larder has no templates). */
export const AllBackups = z.object({
  imports: z.array(BackupFile),
  templates: z.array(z.string()),
});
export type AllBackups = z.infer<typeof AllBackups>;

/**
 * A backup's file name in a path: a plain name ending in `.zip`, never a path, never hidden.
 * Only names in the backups folder are ever opened.
 */
export const BackupFileName = z
  .string()
  .min(5)
  .max(255)
  .regex(/^[^/\\\0]+\.zip$/i, validationText('backupName'))
  .refine((name) => !name.startsWith('.'), validationText('backupName'));

export const BackupFileParams = z.object({ file_name: BackupFileName });

export const BackupJobKind = z.enum(['create', 'restore', 'verify', 'nightly']);
export type BackupJobKind = z.infer<typeof BackupJobKind>;
export const BackupJobStatus = z.enum(['queued', 'running', 'done', 'failed']);
export type BackupJobStatus = z.infer<typeof BackupJobStatus>;

/** Backup work in progress or just ended, for the admin page to follow (a Larder addition). */
export const BackupJob = z.object({
  id: z.string(),
  kind: BackupJobKind,
  /** The archive made, restored or checked. */
  name: z.string().nullable(),
  status: BackupJobStatus,
  /** `database` (rows), `files`, `verifying`, `search-index`, `before-restore`, `swapping`, … */
  phase: z.string(),
  /** Units of the phase done out of `total` (rows or files); a total of 0 is unknown. */
  done: z.number(),
  total: z.number(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type BackupJob = z.infer<typeof BackupJob>;

/** A backup restored into a scratch folder and found whole: rows, files and their hashes. */
export const BackupVerification = z.object({
  name: z.string(),
  verifiedAt: z.string(),
  tables: z.number().int(),
  rows: z.number().int(),
  files: z.number().int(),
  bytes: z.number().int(),
});
export type BackupVerification = z.infer<typeof BackupVerification>;

export const BackupFailure = z.object({
  name: z.string().nullable(),
  at: z.string(),
  message: z.string(),
});
export type BackupFailure = z.infer<typeof BackupFailure>;

/** The state of backups, for the admin page and, for admins, `/api/app/about`. */
export const BackupHealth = z.object({
  lastVerified: BackupVerification.nullable(),
  /** The last nightly run or check that failed, until one succeeds. */
  lastFailure: BackupFailure.nullable(),
  /** When the next nightly backup runs (ISO); null when the schedule is off. */
  nextRun: z.string().nullable(),
});
export type BackupHealth = z.infer<typeof BackupHealth>;

/** The nightly backup's settings (a Larder addition; kept with the site settings). */
export const BackupSchedule = z.object({
  enabled: z.boolean(),
  /** `HH:MM` (or `HH:MM:SS`) in the server's local time. */
  time: z.string(),
  /** Nightly backups kept; older nightly ones are deleted once a new one is verified. */
  keep: z.number().int(),
  /** The folder set here (absolute); null for the data directory's `backups/`. */
  folder: z.string().nullable(),
  /** `LARDER_BACKUP_DIR` was set at start: it wins over `folder`. */
  folderForced: z.boolean(),
  /** Where backups are written and listed from now. */
  folderInUse: z.string(),
  nextRun: z.string().nullable(),
});
export type BackupSchedule = z.infer<typeof BackupSchedule>;

const clock = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** `PUT /api/admin/backups/schedule`: the settings to change; those left out keep their value. */
export const BackupScheduleUpdate = z
  .object({
    enabled: z.boolean().optional(),
    time: z.string().regex(clock, validationText('clockTime')).optional(),
    keep: z.number().int().min(1).max(365).optional(),
    folder: z
      .string()
      .max(1000)
      .refine((folder) => /^(\/|[a-zA-Z]:[\\/])/.test(folder), validationText('absoluteFolder'))
      .nullable()
      .optional(),
  })
  .refine((update) => Object.keys(update).length > 0, {
    message: validationText('atLeastOneSetting'),
  });
export type BackupScheduleUpdate = z.infer<typeof BackupScheduleUpdate>;

/** `GET /api/admin/backups/status`. */
export const BackupStatus = z.object({
  jobs: z.array(BackupJob),
  health: BackupHealth,
  schedule: BackupSchedule,
});
export type BackupStatus = z.infer<typeof BackupStatus>;

/** `POST /api/admin/backups`: Mealie's success message, plus the archive's name and the job. */
export const BackupStarted = SuccessResponse.extend({ name: z.string(), jobId: z.string() });
export type BackupStarted = z.infer<typeof BackupStarted>;

/** `POST /api/admin/backups/{file_name}/restore`: done; everyone has to sign in again. */
export const BackupRestored = SuccessResponse.extend({
  signedOut: z.literal(true),
  rows: z.number().int(),
  files: z.number().int(),
  /**
   * From another app's backup (Mealie v1), rows left out by table: whose references dangle,
   * that repeat a unique key, or lack what Larder requires (`files`: data files whose recipe or
   * user is not restored). Empty for Larder's backups.
   */
  dropped: z.record(z.string(), z.number().int()),
  /** From another app's backup, rows of tables Larder has no place for (`files`: other folders). */
  skipped: z.record(z.string(), z.number().int()),
  /** The backup of the data as it was just before, in the backups folder. */
  previousState: z.string(),
});
export type BackupRestored = z.infer<typeof BackupRestored>;
