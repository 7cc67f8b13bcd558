import { sql, type Kysely } from 'kysely';

/**
 * Mealie v2 gathers a cookbook's recipes with a query filter (`queryFilterString`) beside, here,
 * v1's categories, tags and tools. Empty: no filter. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE cookbooks ADD COLUMN query_filter_string TEXT NOT NULL DEFAULT ''`.execute(
    db,
  );
}
