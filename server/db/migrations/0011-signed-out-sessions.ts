import { sql, type Kysely } from 'kysely';

/**
 * Sessions ended by signing out, kept until their token would have expired anyway, so that a
 * copied token stops working the moment its owner signs out. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE signed_out_sessions (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX signed_out_sessions_user ON signed_out_sessions(user_id)`.execute(db);
}
