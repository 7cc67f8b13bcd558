import { sql, type Kysely } from 'kysely';

/**
 * Shopping lists with their items, per-item and per-list recipe references and per-list label
 * order, with Mealie's table and column names. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE TABLE shopping_lists (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      extras TEXT NOT NULL DEFAULT '{}',
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX shopping_lists_group ON shopping_lists(group_id, created_at)`,
    sql`CREATE TABLE shopping_list_items (
      id TEXT PRIMARY KEY,
      shopping_list_id TEXT NOT NULL REFERENCES shopping_lists(id) ON DELETE CASCADE,
      checked INTEGER NOT NULL DEFAULT 0,
      position INTEGER NOT NULL DEFAULT 0,
      quantity REAL NOT NULL DEFAULT 1,
      unit_id TEXT REFERENCES ingredient_units(id) ON DELETE SET NULL,
      food_id TEXT REFERENCES ingredient_foods(id) ON DELETE SET NULL,
      note TEXT NOT NULL DEFAULT '',
      is_food INTEGER NOT NULL DEFAULT 0,
      disable_amount INTEGER,
      label_id TEXT REFERENCES multi_purpose_labels(id) ON DELETE SET NULL,
      extras TEXT NOT NULL DEFAULT '{}',
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX shopping_list_items_list ON shopping_list_items(shopping_list_id, position)`,
    sql`CREATE INDEX shopping_list_items_food ON shopping_list_items(food_id)`,
    sql`CREATE INDEX shopping_list_items_unit ON shopping_list_items(unit_id)`,
    sql`CREATE TABLE shopping_list_item_recipe_reference (
      id TEXT PRIMARY KEY,
      shopping_list_item_id TEXT NOT NULL REFERENCES shopping_list_items(id) ON DELETE CASCADE,
      recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
      recipe_quantity REAL NOT NULL DEFAULT 0,
      recipe_scale REAL NOT NULL DEFAULT 1,
      recipe_note TEXT
    )`,
    sql`CREATE INDEX shopping_list_item_recipe_reference_item
      ON shopping_list_item_recipe_reference(shopping_list_item_id)`,
    sql`CREATE TABLE shopping_list_recipe_reference (
      id TEXT PRIMARY KEY,
      shopping_list_id TEXT NOT NULL REFERENCES shopping_lists(id) ON DELETE CASCADE,
      recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
      recipe_quantity REAL NOT NULL DEFAULT 0,
      UNIQUE (shopping_list_id, recipe_id)
    )`,
    sql`CREATE TABLE shopping_lists_multi_purpose_labels (
      id TEXT PRIMARY KEY,
      shopping_list_id TEXT NOT NULL REFERENCES shopping_lists(id) ON DELETE CASCADE,
      label_id TEXT NOT NULL REFERENCES multi_purpose_labels(id) ON DELETE CASCADE,
      position INTEGER NOT NULL DEFAULT 0,
      UNIQUE (shopping_list_id, label_id)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
