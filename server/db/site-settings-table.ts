import type { Selectable } from 'kysely';

/** The table of migration 0007, seen through `db.withTables<SiteSettingsTables>()`. */
export type SiteSettingsTables = {
  siteSettings: SiteSettingsTable;
};

export type SiteSettingsTable = {
  /** Always 1: the installation has one row of settings. */
  id: number;
  allowPrivateFetch: number;
  updateAt: string;
};
export type SiteSettingsRow = Selectable<SiteSettingsTable>;
