import { sql, type Kysely } from 'kysely';

/**
 * The recipe model and everything hanging off it: organizers, foods, units, labels, ingredients,
 * steps, notes, assets, people's ratings and favourites, comments, timeline, share tokens,
 * exports, cookbooks (queried by search; managed later) and the full-text index. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`ALTER TABLE recipes ADD COLUMN search_key INTEGER`,
    sql`ALTER TABLE recipes ADD COLUMN description TEXT NOT NULL DEFAULT ''`,
    sql`ALTER TABLE recipes ADD COLUMN image TEXT`,
    sql`ALTER TABLE recipes ADD COLUMN recipe_yield TEXT`,
    sql`ALTER TABLE recipes ADD COLUMN total_time TEXT`,
    sql`ALTER TABLE recipes ADD COLUMN prep_time TEXT`,
    sql`ALTER TABLE recipes ADD COLUMN cook_time TEXT`,
    sql`ALTER TABLE recipes ADD COLUMN perform_time TEXT`,
    sql`ALTER TABLE recipes ADD COLUMN rating REAL`,
    sql`ALTER TABLE recipes ADD COLUMN org_url TEXT`,
    sql`ALTER TABLE recipes ADD COLUMN date_added TEXT`,
    sql`ALTER TABLE recipes ADD COLUMN date_updated TEXT`,
    sql`ALTER TABLE recipes ADD COLUMN last_made TEXT`,
    sql`ALTER TABLE recipes ADD COLUMN nutrition TEXT`,
    sql`ALTER TABLE recipes ADD COLUMN extras TEXT NOT NULL DEFAULT '{}'`,
    sql`ALTER TABLE recipes ADD COLUMN is_public INTEGER NOT NULL DEFAULT 0`,
    sql`ALTER TABLE recipes ADD COLUMN show_nutrition INTEGER NOT NULL DEFAULT 0`,
    sql`ALTER TABLE recipes ADD COLUMN show_assets INTEGER NOT NULL DEFAULT 0`,
    sql`ALTER TABLE recipes ADD COLUMN landscape_view INTEGER NOT NULL DEFAULT 0`,
    sql`ALTER TABLE recipes ADD COLUMN disable_comments INTEGER NOT NULL DEFAULT 0`,
    sql`ALTER TABLE recipes ADD COLUMN disable_amount INTEGER NOT NULL DEFAULT 1`,
    sql`ALTER TABLE recipes ADD COLUMN locked INTEGER NOT NULL DEFAULT 0`,
    sql`CREATE UNIQUE INDEX recipes_search_key ON recipes(search_key)`,
    sql`CREATE INDEX recipes_group_created ON recipes(group_id, created_at)`,
    sql`CREATE INDEX recipes_group_name ON recipes(group_id, name COLLATE NOCASE)`,

    sql`CREATE TABLE multi_purpose_labels (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      color TEXT NOT NULL DEFAULT '#E0E0E0',
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX multi_purpose_labels_group ON multi_purpose_labels(group_id)`,

    sql`CREATE TABLE ingredient_foods (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      plural_name TEXT,
      description TEXT NOT NULL DEFAULT '',
      extras TEXT NOT NULL DEFAULT '{}',
      on_hand INTEGER NOT NULL DEFAULT 0,
      label_id TEXT REFERENCES multi_purpose_labels(id) ON DELETE SET NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX ingredient_foods_group_name ON ingredient_foods(group_id, name COLLATE NOCASE)`,
    sql`CREATE TABLE ingredient_foods_aliases (
      id TEXT PRIMARY KEY,
      food_id TEXT NOT NULL REFERENCES ingredient_foods(id) ON DELETE CASCADE,
      name TEXT NOT NULL
    )`,
    sql`CREATE INDEX ingredient_foods_aliases_food ON ingredient_foods_aliases(food_id)`,

    sql`CREATE TABLE ingredient_units (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      plural_name TEXT,
      description TEXT NOT NULL DEFAULT '',
      extras TEXT NOT NULL DEFAULT '{}',
      on_hand INTEGER NOT NULL DEFAULT 0,
      fraction INTEGER NOT NULL DEFAULT 1,
      abbreviation TEXT NOT NULL DEFAULT '',
      plural_abbreviation TEXT DEFAULT '',
      use_abbreviation INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX ingredient_units_group_name ON ingredient_units(group_id, name COLLATE NOCASE)`,
    sql`CREATE TABLE ingredient_units_aliases (
      id TEXT PRIMARY KEY,
      unit_id TEXT NOT NULL REFERENCES ingredient_units(id) ON DELETE CASCADE,
      name TEXT NOT NULL
    )`,
    sql`CREATE INDEX ingredient_units_aliases_unit ON ingredient_units_aliases(unit_id)`,

    sql`CREATE TABLE categories (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      slug TEXT NOT NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL,
      UNIQUE (group_id, slug)
    )`,
    sql`CREATE TABLE tags (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      slug TEXT NOT NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL,
      UNIQUE (group_id, slug)
    )`,
    sql`CREATE TABLE tools (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      slug TEXT NOT NULL,
      on_hand INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX tools_group_slug ON tools(group_id, slug)`,
    sql`CREATE TABLE recipes_to_categories (
      recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
      category_id TEXT NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
      PRIMARY KEY (recipe_id, category_id)
    )`,
    sql`CREATE INDEX recipes_to_categories_category ON recipes_to_categories(category_id)`,
    sql`CREATE TABLE recipes_to_tags (
      recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
      tag_id TEXT NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
      PRIMARY KEY (recipe_id, tag_id)
    )`,
    sql`CREATE INDEX recipes_to_tags_tag ON recipes_to_tags(tag_id)`,
    sql`CREATE TABLE recipes_to_tools (
      recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
      tool_id TEXT NOT NULL REFERENCES tools(id) ON DELETE CASCADE,
      PRIMARY KEY (recipe_id, tool_id)
    )`,
    sql`CREATE INDEX recipes_to_tools_tool ON recipes_to_tools(tool_id)`,

    sql`CREATE TABLE recipes_ingredients (
      id TEXT PRIMARY KEY,
      recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      title TEXT,
      note TEXT NOT NULL DEFAULT '',
      unit_id TEXT REFERENCES ingredient_units(id) ON DELETE SET NULL,
      food_id TEXT REFERENCES ingredient_foods(id) ON DELETE SET NULL,
      quantity REAL,
      original_text TEXT,
      reference_id TEXT NOT NULL
    )`,
    sql`CREATE INDEX recipes_ingredients_recipe ON recipes_ingredients(recipe_id, position)`,
    sql`CREATE INDEX recipes_ingredients_food ON recipes_ingredients(food_id)`,
    sql`CREATE INDEX recipes_ingredients_unit ON recipes_ingredients(unit_id)`,
    sql`CREATE TABLE recipe_instructions (
      id TEXT PRIMARY KEY,
      recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      title TEXT NOT NULL DEFAULT '',
      text TEXT NOT NULL DEFAULT '',
      ingredient_references TEXT NOT NULL DEFAULT '[]'
    )`,
    sql`CREATE INDEX recipe_instructions_recipe ON recipe_instructions(recipe_id, position)`,
    sql`CREATE TABLE notes (
      id TEXT PRIMARY KEY,
      recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      title TEXT NOT NULL DEFAULT '',
      text TEXT NOT NULL DEFAULT ''
    )`,
    sql`CREATE INDEX notes_recipe ON notes(recipe_id, position)`,
    sql`CREATE TABLE recipe_assets (
      id TEXT PRIMARY KEY,
      recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      name TEXT NOT NULL,
      icon TEXT NOT NULL,
      file_name TEXT
    )`,
    sql`CREATE INDEX recipe_assets_recipe ON recipe_assets(recipe_id, position)`,

    sql`CREATE TABLE users_to_recipes (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
      rating REAL,
      is_favorite INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL,
      UNIQUE (user_id, recipe_id)
    )`,
    sql`CREATE INDEX users_to_recipes_recipe ON users_to_recipes(recipe_id)`,
    sql`CREATE TABLE recipe_comments (
      id TEXT PRIMARY KEY,
      recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      text TEXT NOT NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX recipe_comments_recipe ON recipe_comments(recipe_id, created_at)`,
    sql`CREATE TABLE recipe_timeline_events (
      id TEXT PRIMARY KEY,
      recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      subject TEXT NOT NULL,
      message TEXT,
      event_type TEXT NOT NULL,
      image TEXT NOT NULL DEFAULT 'does not have image',
      timestamp TEXT NOT NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX recipe_timeline_events_recipe ON recipe_timeline_events(recipe_id, timestamp)`,
    sql`CREATE INDEX recipe_timeline_events_timestamp ON recipe_timeline_events(timestamp)`,
    sql`CREATE TABLE recipe_share_tokens (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
      expires_at TEXT NOT NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX recipe_share_tokens_recipe ON recipe_share_tokens(recipe_id)`,
    sql`CREATE TABLE group_data_exports (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      filename TEXT NOT NULL,
      path TEXT NOT NULL,
      size TEXT NOT NULL,
      expires TEXT NOT NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,

    sql`CREATE TABLE cookbooks (
      id TEXT PRIMARY KEY,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      slug TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      position INTEGER NOT NULL DEFAULT 1,
      public INTEGER NOT NULL DEFAULT 0,
      require_all_categories INTEGER NOT NULL DEFAULT 1,
      require_all_tags INTEGER NOT NULL DEFAULT 1,
      require_all_tools INTEGER NOT NULL DEFAULT 1,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL,
      UNIQUE (group_id, slug)
    )`,
    sql`CREATE TABLE cookbooks_to_categories (
      cookbook_id TEXT NOT NULL REFERENCES cookbooks(id) ON DELETE CASCADE,
      category_id TEXT NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
      PRIMARY KEY (cookbook_id, category_id)
    )`,
    sql`CREATE TABLE cookbooks_to_tags (
      cookbook_id TEXT NOT NULL REFERENCES cookbooks(id) ON DELETE CASCADE,
      tag_id TEXT NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
      PRIMARY KEY (cookbook_id, tag_id)
    )`,
    sql`CREATE TABLE cookbooks_to_tools (
      cookbook_id TEXT NOT NULL REFERENCES cookbooks(id) ON DELETE CASCADE,
      tool_id TEXT NOT NULL REFERENCES tools(id) ON DELETE CASCADE,
      PRIMARY KEY (cookbook_id, tool_id)
    )`,

    // Contentless full-text index keyed by recipes.search_key (a stable integer: a TEXT primary
    // key's implicit rowid may change on VACUUM). unicode61 with remove_diacritics folds case and
    // accents; the prefix indexes make word-prefix queries fast.
    sql`CREATE VIRTUAL TABLE recipes_fts USING fts5(
      name, description, ingredients, instructions, notes, tags,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
