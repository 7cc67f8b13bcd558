import type { Selectable } from 'kysely';

/** The table of migrations 0007, 0010 and 0014, part of `Database` (schema.ts). */
export type SiteSettingsTables = {
  siteSettings: SiteSettingsTable;
};

export type SiteSettingsTable = {
  /** Always 1: the installation has one row of settings. */
  id: number;
  allowPrivateFetch: number;
  allowSignup: number;
  /** 0 or 1: the nightly backup runs. */
  backupEnabled: number;
  /** `HH:MM` (or `HH:MM:SS`), server local time. */
  backupTime: string;
  /** Nightly backups kept; older ones are deleted after a new one is verified. */
  backupKeep: number;
  /** Absolute folder for backups; null is the data directory's `backups/`. */
  backupDir: string | null;
  updateAt: string;
};
export type SiteSettingsRow = Selectable<SiteSettingsTable>;
