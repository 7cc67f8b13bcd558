import { sql, type Kysely } from 'kysely';

/** Groups, their preferences, users, API tokens and the recipes table's core. Frozen in time. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE TABLE groups (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL COLLATE NOCASE UNIQUE,
      slug TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE TABLE group_preferences (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL UNIQUE REFERENCES groups(id) ON DELETE CASCADE,
      private_group INTEGER NOT NULL DEFAULT 1,
      first_day_of_week INTEGER NOT NULL DEFAULT 0,
      recipe_public INTEGER NOT NULL DEFAULT 1,
      recipe_show_nutrition INTEGER NOT NULL DEFAULT 0,
      recipe_show_assets INTEGER NOT NULL DEFAULT 0,
      recipe_landscape_view INTEGER NOT NULL DEFAULT 0,
      recipe_disable_comments INTEGER NOT NULL DEFAULT 0,
      recipe_disable_amount INTEGER NOT NULL DEFAULT 1,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE TABLE users (
      id TEXT PRIMARY KEY,
      full_name TEXT,
      username TEXT COLLATE NOCASE UNIQUE,
      email TEXT NOT NULL COLLATE NOCASE UNIQUE,
      password TEXT NOT NULL,
      auth_method TEXT NOT NULL DEFAULT 'Mealie',
      admin INTEGER NOT NULL DEFAULT 0,
      advanced INTEGER NOT NULL DEFAULT 0,
      group_id TEXT NOT NULL REFERENCES groups(id),
      cache_key TEXT NOT NULL,
      can_invite INTEGER NOT NULL DEFAULT 0,
      can_manage INTEGER NOT NULL DEFAULT 0,
      can_organize INTEGER NOT NULL DEFAULT 0,
      login_attemps INTEGER NOT NULL DEFAULT 0,
      locked_at TEXT,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX users_group_id ON users(group_id)`,
    sql`CREATE TABLE long_live_tokens (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      token TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX long_live_tokens_user_id ON long_live_tokens(user_id)`,
    sql`CREATE TABLE recipes (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      user_id TEXT NOT NULL REFERENCES users(id),
      name TEXT NOT NULL,
      slug TEXT NOT NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL,
      UNIQUE (group_id, slug)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
