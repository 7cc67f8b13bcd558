import { z } from 'zod';

import { BackupHealth } from './backups';

export const AppInfo = z.object({
  production: z.boolean(),
  /** The Mealie API version Larder serves (`server/version.ts`), not Larder's own. */
  version: z.string(),
  /** Larder's addition: Larder's own version. */
  larderVersion: z.string(),
  demoStatus: z.boolean(),
  allowSignup: z.boolean(),
  defaultGroupSlug: z.string().nullable(),
  enableOidc: z.boolean(),
  oidcRedirect: z.boolean(),
  oidcProviderName: z.string(),
  enableOpenai: z.boolean(),
  enableOpenaiImageServices: z.boolean(),
  /** Larder's addition: outgoing mail is set up (invitations and reset links can be emailed). */
  emailReady: z.boolean(),
  /** Larder's addition, for site administrators only: the last verified backup, any failure. */
  backups: BackupHealth.optional(),
});
export type AppInfo = z.infer<typeof AppInfo>;

export const AdminAboutInfo = AppInfo.extend({
  versionLatest: z.string(),
  apiPort: z.number().int(),
  apiDocs: z.boolean(),
  dbType: z.string(),
  dbUrl: z.string().nullable(),
  defaultGroup: z.string(),
  buildId: z.string(),
  recipeScraperVersion: z.string(),
});
export type AdminAboutInfo = z.infer<typeof AdminAboutInfo>;

export const AppStatistics = z.object({
  totalRecipes: z.number().int(),
  totalUsers: z.number().int(),
  totalGroups: z.number().int(),
  uncategorizedRecipes: z.number().int(),
  untaggedRecipes: z.number().int(),
});
export type AppStatistics = z.infer<typeof AppStatistics>;

export const CheckAppConfig = z.object({
  emailReady: z.boolean(),
  ldapReady: z.boolean(),
  oidcReady: z.boolean(),
  enableOpenai: z.boolean(),
  baseUrlSet: z.boolean(),
  isUpToDate: z.boolean(),
});
export type CheckAppConfig = z.infer<typeof CheckAppConfig>;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const AppTheme = z.object({
  lightPrimary: colour,
  lightAccent: colour,
  lightSecondary: colour,
  lightSuccess: colour,
  lightInfo: colour,
  lightWarning: colour,
  lightError: colour,
  darkPrimary: colour,
  darkAccent: colour,
  darkSecondary: colour,
  darkSuccess: colour,
  darkInfo: colour,
  darkWarning: colour,
  darkError: colour,
});
export type AppTheme = z.infer<typeof AppTheme>;

export { defaultTheme } from './default-theme';
