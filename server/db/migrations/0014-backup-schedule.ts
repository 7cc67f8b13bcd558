import { sql, type Kysely } from 'kysely';

/**
 * The nightly backup's settings, beside the other installation-wide ones: on or off, the time of
 * day (server local time, `HH:MM`), how many nightly backups to keep, and the folder (null: the
 * data directory's `backups/`). Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`ALTER TABLE site_settings ADD COLUMN backup_enabled INTEGER NOT NULL DEFAULT 1`,
    sql`ALTER TABLE site_settings ADD COLUMN backup_time TEXT NOT NULL DEFAULT '03:00'`,
    sql`ALTER TABLE site_settings ADD COLUMN backup_keep INTEGER NOT NULL DEFAULT 7`,
    sql`ALTER TABLE site_settings ADD COLUMN backup_dir TEXT`,
  ];
  for (const statement of statements) await statement.execute(db);
}
