import { sql, type Kysely } from 'kysely';

/**
 * A group's meal-plan categories (Mealie's `group_to_categories`) and its webhooks (Mealie's
 * `webhook_urls`). Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE TABLE group_to_categories (
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      category_id TEXT NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
      PRIMARY KEY (group_id, category_id)
    )`,
    sql`CREATE TABLE webhook_urls (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      enabled INTEGER NOT NULL DEFAULT 1,
      name TEXT NOT NULL DEFAULT '',
      url TEXT NOT NULL,
      webhook_type TEXT NOT NULL DEFAULT 'mealplan',
      scheduled_time TEXT NOT NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX webhook_urls_group ON webhook_urls(group_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
