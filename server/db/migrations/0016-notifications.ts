import { sql, type Kysely } from 'kysely';

/**
 * Outgoing notifications: each webhook's last fired day and last delivery; the group's event
 * notifiers (Mealie's `group_events_notifiers`, its per-event switches as one JSON object) and
 * its recipe actions (Mealie's `group_recipe_actions`). Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`ALTER TABLE webhook_urls ADD COLUMN last_fired_on TEXT`,
    sql`ALTER TABLE webhook_urls ADD COLUMN last_delivery TEXT`,
    sql`CREATE TABLE group_events_notifiers (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      enabled INTEGER NOT NULL DEFAULT 1,
      apprise_url TEXT NOT NULL,
      options TEXT NOT NULL DEFAULT '{}',
      last_delivery TEXT,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX group_events_notifiers_group ON group_events_notifiers(group_id)`,
    sql`CREATE TABLE group_recipe_actions (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      action_type TEXT NOT NULL,
      title TEXT NOT NULL,
      url TEXT NOT NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX group_recipe_actions_group ON group_recipe_actions(group_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
