import type { Db } from '../database';
import type { SiteSettingsRow, SiteSettingsTables } from '../site-settings-table';

const tables = (db: Db) => db.withTables<SiteSettingsTables>();

export function readSiteSettings(db: Db): Promise<SiteSettingsRow> {
  return tables(db)
    .selectFrom('siteSettings')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}

export async function writeSiteSettings(
  db: Db,
  changes: Partial<Omit<SiteSettingsRow, 'id'>> & { updateAt: string },
): Promise<void> {
  await tables(db).updateTable('siteSettings').set(changes).where('id', '=', 1).execute();
}
