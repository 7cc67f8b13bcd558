import { sql, type Kysely } from 'kysely';

/**
 * Larder's saved languages: each user's choice (as Mealie keeps it per user) and the household's
 * default for members whose browser speaks none of the shipped languages (null: not chosen); and
 * whether the household's week starts on the language's first day, as it does until someone
 * picks a day. Households made before this kept Mealie's day. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN locale TEXT`.execute(db);
  await sql`ALTER TABLE group_preferences ADD COLUMN default_locale TEXT`.execute(db);
  await sql`ALTER TABLE group_preferences ADD COLUMN week_start_from_locale INTEGER NOT NULL DEFAULT 0`.execute(
    db,
  );
}
