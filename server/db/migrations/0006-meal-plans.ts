import { sql, type Kysely } from 'kysely';

/**
 * Meal plan entries (integer ids, as Mealie's `group_meal_plans`) and the rules the random
 * suggestion follows, with their categories and tags. Deleting a recipe deletes its entries
 * (Mealie's `meal_entries` cascade). Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE TABLE group_meal_plans (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      date TEXT NOT NULL,
      entry_type TEXT NOT NULL,
      title TEXT NOT NULL DEFAULT '',
      text TEXT NOT NULL DEFAULT '',
      recipe_id TEXT REFERENCES recipes(id) ON DELETE CASCADE,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX group_meal_plans_group_date ON group_meal_plans(group_id, date)`,
    sql`CREATE INDEX group_meal_plans_recipe ON group_meal_plans(recipe_id)`,
    sql`CREATE TABLE group_meal_plan_rules (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      day TEXT NOT NULL DEFAULT 'unset',
      entry_type TEXT NOT NULL DEFAULT 'unset',
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX group_meal_plan_rules_group ON group_meal_plan_rules(group_id)`,
    sql`CREATE TABLE plan_rules_to_categories (
      group_plan_rule_id TEXT NOT NULL REFERENCES group_meal_plan_rules(id) ON DELETE CASCADE,
      category_id TEXT NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
      PRIMARY KEY (group_plan_rule_id, category_id)
    )`,
    sql`CREATE TABLE plan_rules_to_tags (
      plan_rule_id TEXT NOT NULL REFERENCES group_meal_plan_rules(id) ON DELETE CASCADE,
      tag_id TEXT NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
      PRIMARY KEY (plan_rule_id, tag_id)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
