import { sql, type Kysely } from 'kysely';

/**
 * Invitations to join a group, one-time password reset tokens, and a session epoch per user
 * (raising it signs every session out). Reset tokens are kept only as SHA-256 hashes; invitation
 * tokens are also looked up by hash, and kept readable because the group's inviters may share
 * them again (Mealie lists them). Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE TABLE invite_tokens (
      id TEXT PRIMARY KEY,
      token TEXT NOT NULL,
      token_hash TEXT NOT NULL UNIQUE,
      uses_left INTEGER NOT NULL,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      expires_at TEXT NOT NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX invite_tokens_group ON invite_tokens(group_id)`,
    sql`CREATE TABLE password_reset_tokens (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash TEXT NOT NULL UNIQUE,
      expires_at TEXT NOT NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX password_reset_tokens_user ON password_reset_tokens(user_id)`,
    sql`ALTER TABLE users ADD COLUMN session_epoch INTEGER NOT NULL DEFAULT 0`,
  ];
  for (const statement of statements) await statement.execute(db);
}
