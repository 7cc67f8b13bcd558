import type { Selectable } from 'kysely';

/** The table of migrations 0007 and 0010, seen through `db.withTables<SiteSettingsTables>()`. */
export type SiteSettingsTables = {
  siteSettings: SiteSettingsTable;
};

export type SiteSettingsTable = {
  /** Always 1: the installation has one row of settings. */
  id: number;
  allowPrivateFetch: number;
  allowSignup: number;
  updateAt: string;
};
export type SiteSettingsRow = Selectable<SiteSettingsTable>;
