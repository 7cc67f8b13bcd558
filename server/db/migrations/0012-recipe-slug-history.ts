import { sql, type Kysely } from 'kysely';

/**
 * The slugs a recipe had before it was renamed, per group, so old links and Mealie clients that
 * kept a slug still find the recipe. A recipe that takes one of these slugs later wins: lookups
 * try the current slugs first, and the writer drops the history row when a slug is taken again.
 * Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE TABLE recipe_slug_history (
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      slug TEXT NOT NULL,
      recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
      created_at TEXT NOT NULL,
      PRIMARY KEY (group_id, slug)
    )`,
    sql`CREATE INDEX recipe_slug_history_recipe ON recipe_slug_history(recipe_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
