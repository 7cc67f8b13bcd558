import { sql, type RawBuilder, type SqlBool } from 'kysely';

import type { FilterFieldType } from '../domain/query-filter';

import type { FilterTarget } from './query-filter-sql';

/** A column of the `recipes` row being listed (snake_case: raw SQL). */
const column = (name: string, type: FilterFieldType): FilterTarget => ({
  type,
  column: sql.raw(`recipes.${name}`),
});

/**
 * A column of rows related to the recipe; `recipeId` and `from` select the recipes having such
 * rows. An uncorrelated `IN (SELECT …)` is evaluated once per query, not once per recipe, and
 * CROSS JOIN makes it start from the few organizers or foods, not from every link row.
 */
const related =
  (recipeId: string, from: string) =>
  (name: string, type: FilterFieldType): FilterTarget => ({
    type,
    column: sql.raw(name),
    related: (condition: RawBuilder<SqlBool>) =>
      sql<SqlBool>`recipes.id IN (SELECT ${sql.raw(recipeId)} FROM ${sql.raw(from)} WHERE ${condition})`,
  });

const viaCategories = related(
  'l.recipe_id',
  'categories o CROSS JOIN recipes_to_categories l ON l.category_id = o.id',
);
const viaTags = related('l.recipe_id', 'tags o CROSS JOIN recipes_to_tags l ON l.tag_id = o.id');
const viaTools = related(
  'l.recipe_id',
  'tools o CROSS JOIN recipes_to_tools l ON l.tool_id = o.id',
);
const viaIngredients = related('i.recipe_id', 'recipes_ingredients i');
const viaFoods = related(
  'i.recipe_id',
  'ingredient_foods f CROSS JOIN recipes_ingredients i ON i.food_id = f.id',
);
const viaUnits = related(
  'i.recipe_id',
  'ingredient_units u CROSS JOIN recipes_ingredients i ON i.unit_id = u.id',
);

const categoryTargets = {
  id: viaCategories('o.id', 'uuid'),
  name: viaCategories('o.name', 'text'),
  slug: viaCategories('o.slug', 'text'),
};

/**
 * What `queryFilter` may name on recipes, by Mealie's attribute names (snake_case; the parser
 * converts camelCase). Settings are columns of `recipes` here and relations in Mealie.
 */
export const recipeFilterTargets: Readonly<Record<string, FilterTarget>> = {
  id: column('id', 'uuid'),
  user_id: column('user_id', 'uuid'),
  'user.id': column('user_id', 'uuid'),
  group_id: column('group_id', 'uuid'),
  /** Mealie v2: a group's one household has the group's id. */
  household_id: column('group_id', 'uuid'),
  name: column('name', 'text'),
  slug: column('slug', 'text'),
  description: column('description', 'text'),
  image: column('image', 'text'),
  recipe_yield: column('recipe_yield', 'text'),
  total_time: column('total_time', 'text'),
  prep_time: column('prep_time', 'text'),
  cook_time: column('cook_time', 'text'),
  perform_time: column('perform_time', 'text'),
  org_url: column('org_url', 'text'),
  rating: column('rating', 'number'),
  date_added: column('date_added', 'date'),
  date_updated: column('date_updated', 'datetime'),
  last_made: column('last_made', 'datetime'),
  created_at: column('created_at', 'datetime'),
  update_at: column('update_at', 'datetime'),
  'settings.public': column('is_public', 'boolean'),
  'settings.show_nutrition': column('show_nutrition', 'boolean'),
  'settings.show_assets': column('show_assets', 'boolean'),
  'settings.landscape_view': column('landscape_view', 'boolean'),
  'settings.disable_comments': column('disable_comments', 'boolean'),
  'settings.disable_amount': column('disable_amount', 'boolean'),
  'settings.locked': column('locked', 'boolean'),
  'recipe_category.id': categoryTargets.id,
  'recipe_category.name': categoryTargets.name,
  'recipe_category.slug': categoryTargets.slug,
  'categories.id': categoryTargets.id,
  'categories.name': categoryTargets.name,
  'categories.slug': categoryTargets.slug,
  'tags.id': viaTags('o.id', 'uuid'),
  'tags.name': viaTags('o.name', 'text'),
  'tags.slug': viaTags('o.slug', 'text'),
  'tools.id': viaTools('o.id', 'uuid'),
  'tools.name': viaTools('o.name', 'text'),
  'tools.slug': viaTools('o.slug', 'text'),
  'tools.on_hand': viaTools('o.on_hand', 'boolean'),
  'recipe_ingredient.note': viaIngredients('i.note', 'text'),
  'recipe_ingredient.original_text': viaIngredients('i.original_text', 'text'),
  'recipe_ingredient.quantity': viaIngredients('i.quantity', 'number'),
  'recipe_ingredient.food_id': viaIngredients('i.food_id', 'uuid'),
  'recipe_ingredient.food.id': viaIngredients('i.food_id', 'uuid'),
  'recipe_ingredient.food.name': viaFoods('f.name', 'text'),
  'recipe_ingredient.unit_id': viaIngredients('i.unit_id', 'uuid'),
  'recipe_ingredient.unit.id': viaIngredients('i.unit_id', 'uuid'),
  'recipe_ingredient.unit.name': viaUnits('u.name', 'text'),
};
