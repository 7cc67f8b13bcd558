import { sql, type Kysely } from 'kysely';

/**
 * The administrator's switch for sign-up: whether people may register without an invitation,
 * each creating a household of their own. Off until an administrator turns it on. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE site_settings ADD COLUMN allow_signup INTEGER NOT NULL DEFAULT 0`.execute(
    db,
  );
}
