import { sql, type Kysely } from 'kysely';

/**
 * Installation-wide settings an administrator changes at run time: one row (id 1). The first is
 * whether the recipe importer may fetch from private (home network) addresses. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE site_settings (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    allow_private_fetch INTEGER NOT NULL DEFAULT 0,
    update_at TEXT NOT NULL
  )`.execute(db);
  await sql`INSERT INTO site_settings (id, allow_private_fetch, update_at)
    VALUES (1, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`.execute(db);
}
