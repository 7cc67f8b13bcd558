import { z } from 'zod';

import { paginated } from './common';
import { ServerTask } from './reports';

/** `GET /api/admin/maintenance`: Mealie's summary (sizes as `pretty_size` text). */
export const MaintenanceSummary = z.object({
  dataDirSize: z.string(),
  /** Image files a clean would remove or rebuild (odd files, missing sizes, orphaned pictures). */
  cleanableImages: z.number().int(),
  /** Recipe folders whose recipe is gone. */
  cleanableDirs: z.number().int(),
});
export type MaintenanceSummary = z.infer<typeof MaintenanceSummary>;

export const StorageKind = z.enum([
  'recipeImages',
  'recipeAssets',
  'backups',
  'temp',
  'logs',
  'database',
]);
export type StorageKind = z.infer<typeof StorageKind>;

/** `GET /api/admin/maintenance/storage`: Mealie's folder sizes, plus Larder's bytes by kind. */
export const MaintenanceStorageDetails = z.object({
  tempDirSize: z.string(),
  backupsDirSize: z.string(),
  groupsDirSize: z.string(),
  recipesDirSize: z.string(),
  userDirSize: z.string(),
  /** Larder's addition: exact bytes of each kind of file, for the maintenance page. */
  kinds: z.array(z.object({ kind: StorageKind, bytes: z.number().int() })),
});
export type MaintenanceStorageDetails = z.infer<typeof MaintenanceStorageDetails>;

export const maxLogLines = 1000;

/** `?lines=N`: how many of the newest lines; more than `maxLogLines` are cut to it. */
export const MaintenanceLogsQuery = z.object({
  lines: z.coerce
    .number()
    .int()
    .min(1)
    .default(200)
    .transform((lines) => Math.min(lines, maxLogLines)),
});

/** `GET /api/admin/maintenance/logs`: the structured log's lines (JSON text), newest last. */
export const MaintenanceLogs = z.object({ logs: z.array(z.string()) });
export type MaintenanceLogs = z.infer<typeof MaintenanceLogs>;

export const ServerTaskPagination = paginated(ServerTask);
export type ServerTaskPagination = z.infer<typeof ServerTaskPagination>;

/** `GET /api/admin/analytics`: Mealie's counts; computed on request and never sent anywhere. */
export const MealieAnalytics = z.object({
  installationId: z.string(),
  version: z.string(),
  databaseType: z.string(),
  usingEmail: z.boolean(),
  usingLdap: z.boolean(),
  apiTokens: z.number().int(),
  users: z.number().int(),
  groups: z.number().int(),
  recipes: z.number().int(),
  shoppingLists: z.number().int(),
  cookbooks: z.number().int(),
});
export type MealieAnalytics = z.infer<typeof MealieAnalytics>;

export const AppStartupInfo = z.object({ isFirstLogin: z.boolean(), isDemo: z.boolean() });
export type AppStartupInfo = z.infer<typeof AppStartupInfo>;

export const OIDCInfo = z.object({
  configurationUrl: z.string().nullable(),
  clientId: z.string().nullable(),
  groupsClaim: z.string().nullable(),
});
export type OIDCInfo = z.infer<typeof OIDCInfo>;
