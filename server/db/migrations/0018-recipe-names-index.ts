import { sql, type Kysely } from 'kysely';

/**
 * A full-text index of recipe names alone, beside `recipes_fts`, keyed by the same
 * `recipes.search_key`. Search ranks recipes with every word in the name first; asking the whole
 * index for name matches walks every document a common prefix ("sal", "chi") reaches, where this
 * one holds names only. Same tokenizer and prefixes as `recipes_fts`. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE recipe_names_fts USING fts5(
    name,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
  )`.execute(db);
  await sql`INSERT INTO recipe_names_fts (rowid, name)
    SELECT search_key, name FROM recipes WHERE search_key IS NOT NULL`.execute(db);
}
