import { sql, type Kysely } from 'kysely';

/**
 * Larder's saved languages: each user's choice (as Mealie keeps it per user) and the household's
 * default for members whose browser speaks none of the shipped languages. Null: not chosen.
 * Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN locale TEXT`.execute(db);
  await sql`ALTER TABLE group_preferences ADD COLUMN default_locale TEXT`.execute(db);
}
