import { sql } from 'kysely';

import type { Db } from '../database';

/**
 * (Re)writes a recipe's rows in the full-text indexes: in `recipes_fts` its name, description,
 * ingredient lines (note, food, original text), steps, notes, and tag and category names; in
 * `recipe_names_fts` its name alone. Call after every save in the same transaction; contentless
 * FTS5 rows are replaced by deleting and inserting.
 */
export async function indexRecipe(db: Db, recipeId: string): Promise<void> {
  const recipe = await db
    .selectFrom('recipes')
    .select(['searchKey', 'name', 'description'])
    .where('id', '=', recipeId)
    .executeTakeFirst();
  if (!recipe || recipe.searchKey === null) return;
  const [ingredients, instructions, notes, labels] = await Promise.all([
    sql<{ text: string }>`
      SELECT trim(coalesce(i.title, '') || ' ' || coalesce(f.name, '') || ' ' || i.note || ' ' || coalesce(i.original_text, '')) AS text
      FROM recipes_ingredients i LEFT JOIN ingredient_foods f ON f.id = i.food_id
      WHERE i.recipe_id = ${recipeId} ORDER BY i.position`.execute(db),
    sql<{
      text: string;
    }>`SELECT title || ' ' || text AS text FROM recipe_instructions WHERE recipe_id = ${recipeId}`.execute(
      db,
    ),
    sql<{
      text: string;
    }>`SELECT title || ' ' || text AS text FROM notes WHERE recipe_id = ${recipeId}`.execute(db),
    sql<{ text: string }>`
      SELECT t.name AS text FROM recipes_to_tags l JOIN tags t ON t.id = l.tag_id WHERE l.recipe_id = ${recipeId}
      UNION ALL
      SELECT c.name FROM recipes_to_categories l JOIN categories c ON c.id = l.category_id WHERE l.recipe_id = ${recipeId}`.execute(
      db,
    ),
  ]);
  const join = (rows: { text: string }[]) => rows.map((r) => r.text).join('\n');
  await removeFromIndex(db, recipe.searchKey);
  await sql`INSERT INTO recipes_fts (rowid, name, description, ingredients, instructions, notes, tags)
    VALUES (${recipe.searchKey}, ${recipe.name}, ${recipe.description}, ${join(ingredients.rows)},
            ${join(instructions.rows)}, ${join(notes.rows)}, ${join(labels.rows)})`.execute(db);
  await sql`INSERT INTO recipe_names_fts (rowid, name)
    VALUES (${recipe.searchKey}, ${recipe.name})`.execute(db);
}

export async function removeFromIndex(db: Db, searchKey: number | null): Promise<void> {
  if (searchKey === null) return;
  await sql`DELETE FROM recipes_fts WHERE rowid = ${searchKey}`.execute(db);
  await sql`DELETE FROM recipe_names_fts WHERE rowid = ${searchKey}`.execute(db);
}

/**
 * Rebuilds both full-text indexes from the recipes, one statement each (after a restore: the
 * indexes are not part of a backup), with the same text per recipe as `indexRecipe` writes.
 */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  await sql`INSERT INTO recipe_names_fts (recipe_names_fts) VALUES ('delete-all')`.execute(db);
  await sql`INSERT INTO recipe_names_fts (rowid, name)
    SELECT search_key, name FROM recipes WHERE search_key IS NOT NULL`.execute(db);
  await sql`INSERT INTO recipes_fts (recipes_fts) VALUES ('delete-all')`.execute(db);
  await sql`INSERT INTO recipes_fts (rowid, name, description, ingredients, instructions, notes, tags)
    SELECT r.search_key, r.name, r.description,
      coalesce((SELECT group_concat(text, char(10)) FROM (
        SELECT trim(coalesce(i.title, '') || ' ' || coalesce(f.name, '') || ' ' || i.note || ' ' || coalesce(i.original_text, '')) AS text
        FROM recipes_ingredients i LEFT JOIN ingredient_foods f ON f.id = i.food_id
        WHERE i.recipe_id = r.id ORDER BY i.position)), ''),
      coalesce((SELECT group_concat(title || ' ' || text, char(10))
        FROM recipe_instructions WHERE recipe_id = r.id), ''),
      coalesce((SELECT group_concat(title || ' ' || text, char(10))
        FROM notes WHERE recipe_id = r.id), ''),
      coalesce((SELECT group_concat(text, char(10)) FROM (
        SELECT t.name AS text FROM recipes_to_tags l JOIN tags t ON t.id = l.tag_id WHERE l.recipe_id = r.id
        UNION ALL
        SELECT c.name FROM recipes_to_categories l JOIN categories c ON c.id = l.category_id WHERE l.recipe_id = r.id)), '')
    FROM recipes r WHERE r.search_key IS NOT NULL`.execute(db);
}
