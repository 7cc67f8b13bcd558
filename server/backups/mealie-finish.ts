import type BetterSqlite3 from 'better-sqlite3';

import { derivedGuid } from './mealie-values';

/**
 * The temporary tables Mealie rows fill where Larder keeps the same facts elsewhere: recipe
 * settings and nutrition (columns of `recipes` in Larder), key/value extras (JSON columns),
 * instruction ↔ ingredient links (a JSON column of the step), and, before revision d7c6efd2de42,
 * favourites and per-recipe ratings (`users_to_recipes` in Larder).
 */
export const mealieScratch: Record<string, string[]> = {
  mealie_recipe_settings: [
    'recipe_id',
    'is_public',
    'show_nutrition',
    'show_assets',
    'landscape_view',
    'disable_comments',
    'disable_amount',
    'locked',
  ],
  mealie_recipe_nutrition: ['recipe_id', 'nutrition'],
  mealie_extras: ['owner_table', 'owner_id', 'key', 'value'],
  mealie_ingredient_refs: ['instruction_id', 'reference_id'],
  mealie_favorites: ['user_id', 'recipe_id'],
  mealie_recipe_ratings: ['recipe_id', 'rating'],
};

const settings = mealieScratch.mealie_recipe_settings?.slice(1) ?? [];

/** Whom a recipe or list Mealie left without an owner goes to: as Mealie's own migration chose. */
const groupOwner = (table: string) => `
  UPDATE ${table} SET user_id = coalesce((
    SELECT u.id FROM users u WHERE u.group_id = ${table}.group_id
    ORDER BY u.admin DESC, u.created_at, u.id LIMIT 1
  ), user_id)
  WHERE user_id NOT IN (SELECT id FROM users)`;

const extrasOf = (table: string) => `
  UPDATE ${table} SET extras = (
    SELECT json_group_object(e.key, e.value) FROM temp.mealie_extras e
    WHERE e.owner_table = '${table}' AND e.owner_id = ${table}.id
  )
  WHERE id IN (SELECT owner_id FROM temp.mealie_extras WHERE owner_table = '${table}')`;

/** Favourites and old per-recipe ratings become `users_to_recipes` rows, merged per user. */
const upsertPairs = (select: string) => `
  INSERT INTO users_to_recipes (id, user_id, recipe_id, rating, is_favorite, created_at, update_at)
  SELECT mealie_pair_id(p.user_id, p.recipe_id), p.user_id, p.recipe_id, p.rating, p.favorite,
    $now, $now
  FROM (${select}) p WHERE true
  ON CONFLICT (user_id, recipe_id) DO UPDATE SET
    rating = coalesce(excluded.rating, rating),
    is_favorite = max(is_favorite, excluded.is_favorite)`;

/**
 * Folds the temporary tables into Larder's, once every row is in (inside the restore's
 * transaction, foreign keys not yet checked): then rows whose references dangle are dropped.
 */
export function finishMealie(sqlite: BetterSqlite3.Database, now: string): void {
  sqlite.function('mealie_pair_id', { deterministic: true }, (user: unknown, recipe: unknown) =>
    derivedGuid('users_to_recipes', String(user), String(recipe)),
  );
  sqlite.exec(groupOwner('recipes'));
  sqlite.exec(groupOwner('shopping_lists'));
  sqlite.exec(`
    UPDATE recipes SET ${settings.map((c) => `${c} = coalesce(s.${c}, recipes.${c})`).join(', ')}
    FROM temp.mealie_recipe_settings s WHERE s.recipe_id = recipes.id`);
  sqlite.exec(`
    UPDATE recipes SET nutrition = n.nutrition
    FROM temp.mealie_recipe_nutrition n WHERE n.recipe_id = recipes.id`);
  for (const table of ['recipes', 'ingredient_foods', 'shopping_lists', 'shopping_list_items']) {
    sqlite.exec(extrasOf(table));
  }
  sqlite.exec(`
    UPDATE recipe_instructions SET ingredient_references = (
      SELECT json_group_array(json_object('referenceId', r.reference_id))
      FROM temp.mealie_ingredient_refs r WHERE r.instruction_id = recipe_instructions.id
    )
    WHERE id IN (SELECT instruction_id FROM temp.mealie_ingredient_refs)`);
  sqlite
    .prepare(
      upsertPairs(`
        SELECT u.id AS user_id, r.recipe_id, r.rating, 0 AS favorite
        FROM temp.mealie_recipe_ratings r
        JOIN recipes ON recipes.id = r.recipe_id JOIN users u ON u.group_id = recipes.group_id`),
    )
    .run({ now });
  sqlite
    .prepare(
      upsertPairs(
        'SELECT user_id, recipe_id, NULL AS rating, 1 AS favorite FROM temp.mealie_favorites',
      ),
    )
    .run({ now });
  // Mealie keeps its server settings in the environment: Larder's start from their defaults.
  sqlite.prepare('INSERT OR IGNORE INTO site_settings (id, update_at) VALUES (1, ?)').run(now);
}
