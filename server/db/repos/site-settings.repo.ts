import type { Db } from '../database';
import type { SiteSettingsRow } from '../site-settings-table';

export function readSiteSettings(db: Db): Promise<SiteSettingsRow> {
  return db.selectFrom('siteSettings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export async function writeSiteSettings(
  db: Db,
  changes: Partial<Omit<SiteSettingsRow, 'id'>> & { updateAt: string },
): Promise<void> {
  await db.updateTable('siteSettings').set(changes).where('id', '=', 1).execute();
}
