import { randomBytes } from 'node:crypto';

import bcrypt from 'bcryptjs';

import { firstFreeName, slugify } from '../domain/slug';

import type { SourceRow } from './archive-source';
import type { JsonRow, Scalar } from './database-json';
import { since, type MealieRevision } from './mealie-revisions';
import { derivedGuid, MealieValues } from './mealie-values';

/** What mapping one row may need beyond the row: the revision, and the groups' slugs so far. */
export interface MapContext {
  revision: MealieRevision;
  /** When the restore began: for the timestamps Mealie left empty. */
  now: string;
  groupSlugs: Set<string>;
}

/**
 * One Mealie row → Larder rows (or rows of the scratch tables `mealie-finish.ts` folds in). An
 * empty answer drops the row, counted: it lacks what Larder requires (a user without an e-mail
 * address, a link without one of its ends).
 */
type Mapper = (row: JsonRow, v: MealieValues, ctx: MapContext) => SourceRow[];

type Values = Record<string, Scalar>;

/** Larder's column names → values, leaving out nulls so Larder's defaults apply. */
function compact(values: Values): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) if (value !== null) out[key] = value;
  return out;
}

const one = (table: string, values: Values): SourceRow[] => [{ table, values: compact(values) }];

function stamps(row: JsonRow, v: MealieValues, ctx: MapContext): Values {
  const created = v.datetime('created_at', row.created_at) ?? ctx.now;
  return { created_at: created, update_at: v.datetime('update_at', row.update_at) ?? created };
}

/** A row whose required references are all there, or nothing. */
function linked(table: string, values: Values, required: string[]): SourceRow[] {
  return required.some((column) => values[column] === null) ? [] : one(table, values);
}

/** Mealie's many-to-many tables: two GUID columns, named the same in Larder. */
const link =
  (table: string, left: string, right: string): Mapper =>
  (row, v) =>
    linked(table, { [left]: v.guid(left, row[left]), [right]: v.guid(right, row[right]) }, [
      left,
      right,
    ]);

/** Categories, tags and tools: per group, with a slug. */
const organizer =
  (table: string): Mapper =>
  (row, v, ctx) =>
    linked(
      table,
      {
        id: v.guid('id', row.id),
        group_id: v.guid('group_id', row.group_id),
        name: v.text('name', row.name),
        slug: v.text('slug', row.slug),
        ...(table === 'tools' ? { on_hand: v.bool('on_hand', row.on_hand) } : {}),
        ...stamps(row, v, ctx),
      },
      ['id', 'group_id', 'name', 'slug'],
    );

/** Mealie's key/value extras tables, folded into Larder's `extras` JSON columns. */
const extras =
  (owner: string, column: string): Mapper =>
  (row, v) =>
    linked(
      'mealie_extras',
      {
        owner_table: owner,
        owner_id: v.guid(column, row[column]),
        key: v.text('key_name', row.key_name),
        value: v.text('value', row.value),
      },
      ['owner_id', 'key'],
    );

const authMethods: Record<string, string> = { mealie: 'Mealie', ldap: 'LDAP', oidc: 'OIDC' };

function groupSlug(row: JsonRow, v: MealieValues, ctx: MapContext) {
  const name = v.text('name', row.name) ?? '';
  const stated = since(ctx.revision, '04ac51cbe9a4') ? v.text('slug', row.slug) : null;
  // Before groups had slugs, Mealie's migration made them from the names, renaming repeats.
  const made = stated
    ? { name, slug: stated }
    : (firstFreeName(name, (slug) => ctx.groupSlugs.has(slug), 1000) ?? {
        name,
        slug: slugify(`${name} ${v.guid('id', row.id) ?? ''}`),
      });
  ctx.groupSlugs.add(made.slug);
  return made;
}

const userPassword = (value: string | null) =>
  value ?? bcrypt.hashSync(randomBytes(32).toString('hex'), 10);

/** Every Mealie v1 table Larder keeps, by name. */
export const mealieMappers: Record<string, Mapper> = {
  groups(row, v, ctx) {
    const { name, slug } = groupSlug(row, v, ctx);
    return linked('groups', { id: v.guid('id', row.id), name, slug, ...stamps(row, v, ctx) }, [
      'id',
    ]);
  },
  group_preferences: (row, v, ctx) =>
    linked(
      'group_preferences',
      {
        id: v.guid('id', row.id),
        group_id: v.guid('group_id', row.group_id),
        private_group: v.bool('private_group', row.private_group),
        first_day_of_week: v.integer('first_day_of_week', row.first_day_of_week),
        recipe_public: v.bool('recipe_public', row.recipe_public),
        recipe_show_nutrition: v.bool('recipe_show_nutrition', row.recipe_show_nutrition),
        recipe_show_assets: v.bool('recipe_show_assets', row.recipe_show_assets),
        recipe_landscape_view: v.bool('recipe_landscape_view', row.recipe_landscape_view),
        recipe_disable_comments: v.bool('recipe_disable_comments', row.recipe_disable_comments),
        recipe_disable_amount: v.bool('recipe_disable_amount', row.recipe_disable_amount),
        ...stamps(row, v, ctx),
      },
      ['id', 'group_id'],
    ),
  users(row, v, ctx) {
    const email = v.text('email', row.email);
    const method = v.text('auth_method', row.auth_method)?.toLowerCase() ?? 'mealie';
    return linked(
      'users',
      {
        id: v.guid('id', row.id),
        full_name: v.text('full_name', row.full_name),
        username: v.text('username', row.username),
        email,
        password: email === null ? null : userPassword(v.text('password', row.password)),
        auth_method: authMethods[method] ?? 'Mealie',
        admin: v.bool('admin', row.admin),
        advanced: v.bool('advanced', row.advanced),
        group_id: v.guid('group_id', row.group_id),
        cache_key: v.text('cache_key', row.cache_key) ?? randomBytes(8).toString('hex'),
        can_invite: v.bool('can_invite', row.can_invite),
        can_manage: v.bool('can_manage', row.can_manage),
        can_organize: v.bool('can_organize', row.can_organize),
        login_attemps: v.integer('login_attemps', row.login_attemps),
        locked_at: v.datetime('locked_at', row.locked_at),
        ...stamps(row, v, ctx),
      },
      ['id', 'email', 'group_id'],
    );
  },
  recipes(row, v, ctx) {
    const id = v.guid('id', row.id);
    const name = v.text('name', row.name);
    const rating = v.number('rating', row.rating);
    const recipe = linked(
      'recipes',
      {
        id,
        group_id: v.guid('group_id', row.group_id),
        // An owner Mealie lost is made the group's first admin by `mealie-finish.ts`.
        user_id: v.guid('user_id', row.user_id) ?? '',
        name,
        slug: v.text('slug', row.slug) ?? (name === null ? null : slugify(name)),
        description: v.text('description', row.description),
        image: v.text('image', row.image),
        recipe_yield: v.text('recipe_yield', row.recipe_yield),
        total_time: v.text('total_time', row.total_time),
        prep_time: v.text('prep_time', row.prep_time),
        cook_time: v.text('cook_time', row.cook_time),
        perform_time: v.text('perform_time', row.perform_time),
        rating,
        org_url: v.text('org_url', row.org_url),
        date_added: v.date('date_added', row.date_added),
        date_updated: v.datetime('date_updated', row.date_updated),
        last_made: v.datetime('last_made', row.last_made),
        ...stamps(row, v, ctx),
      },
      ['id', 'group_id', 'name', 'slug'],
    );
    // Before ratings were per user, Mealie's migration gave a recipe's rating to every member.
    const old = !since(ctx.revision, 'd7c6efd2de42') && rating !== null && rating > 0;
    return old && recipe.length > 0
      ? [...recipe, { table: 'mealie_recipe_ratings', values: { recipe_id: id, rating } }]
      : recipe;
  },
  recipe_settings: (row, v) =>
    linked(
      'mealie_recipe_settings',
      {
        recipe_id: v.guid('recipe_id', row.recipe_id),
        is_public: v.bool('public', row.public),
        show_nutrition: v.bool('show_nutrition', row.show_nutrition),
        show_assets: v.bool('show_assets', row.show_assets),
        landscape_view: v.bool('landscape_view', row.landscape_view),
        disable_comments: v.bool('disable_comments', row.disable_comments),
        disable_amount: v.bool('disable_amount', row.disable_amount),
        locked: v.bool('locked', row.locked),
      },
      ['recipe_id'],
    ),
  recipe_nutrition(row, v) {
    const nutrition = compact({
      calories: v.text('calories', row.calories),
      fatContent: v.text('fat_content', row.fat_content),
      proteinContent: v.text('protein_content', row.protein_content),
      carbohydrateContent: v.text('carbohydrate_content', row.carbohydrate_content),
      fiberContent: v.text('fiber_content', row.fiber_content),
      sodiumContent: v.text('sodium_content', row.sodium_content),
      sugarContent: v.text('sugar_content', row.sugar_content),
    });
    return linked(
      'mealie_recipe_nutrition',
      { recipe_id: v.guid('recipe_id', row.recipe_id), nutrition: JSON.stringify(nutrition) },
      ['recipe_id'],
    );
  },
  api_extras: extras('recipes', 'recipee_id'),
  ingredient_food_extras: extras('ingredient_foods', 'ingredient_food_id'),
  shopping_list_extras: extras('shopping_lists', 'shopping_list_id'),
  shopping_list_item_extras: extras('shopping_list_items', 'shopping_list_item_id'),
  recipes_ingredients(row, v) {
    const recipe = v.guid('recipe_id', row.recipe_id);
    const key = v.text('id', row.id) ?? '';
    return linked(
      'recipes_ingredients',
      {
        id: derivedGuid('recipes_ingredients', key),
        recipe_id: recipe,
        position: v.integer('position', row.position) ?? 0,
        title: v.text('title', row.title),
        note: v.text('note', row.note),
        unit_id: v.guid('unit_id', row.unit_id),
        food_id: v.guid('food_id', row.food_id),
        quantity: v.number('quantity', row.quantity),
        original_text: v.text('original_text', row.original_text),
        reference_id:
          v.guid('reference_id', row.reference_id) ?? derivedGuid('ingredient-reference', key),
      },
      ['recipe_id'],
    );
  },
  recipe_instructions: (row, v) =>
    linked(
      'recipe_instructions',
      {
        id: v.guid('id', row.id),
        recipe_id: v.guid('recipe_id', row.recipe_id),
        position: v.integer('position', row.position) ?? 0,
        title: v.text('title', row.title),
        text: v.text('text', row.text),
      },
      ['id', 'recipe_id'],
    ),
  recipe_ingredient_ref_link: (row, v) =>
    linked(
      'mealie_ingredient_refs',
      {
        instruction_id: v.guid('instruction_id', row.instruction_id),
        reference_id: v.guid('reference_id', row.reference_id),
      },
      ['instruction_id', 'reference_id'],
    ),
  // Mealie numbers notes and assets in the order they were added, which is their order.
  notes: (row, v) =>
    linked(
      'notes',
      {
        id: derivedGuid('notes', v.text('id', row.id) ?? ''),
        recipe_id: v.guid('recipe_id', row.recipe_id),
        position: v.integer('id', row.id),
        title: v.text('title', row.title),
        text: v.text('text', row.text),
      },
      ['recipe_id', 'position'],
    ),
  recipe_assets: (row, v) =>
    linked(
      'recipe_assets',
      {
        id: derivedGuid('recipe_assets', v.text('id', row.id) ?? ''),
        recipe_id: v.guid('recipe_id', row.recipe_id),
        position: v.integer('id', row.id),
        name: v.text('name', row.name) ?? v.text('file_name', row.file_name) ?? '',
        icon: v.text('icon', row.icon) ?? 'mdi-file',
        file_name: v.text('file_name', row.file_name),
      },
      ['recipe_id', 'position'],
    ),
  recipes_to_categories: link('recipes_to_categories', 'recipe_id', 'category_id'),
  recipes_to_tags: link('recipes_to_tags', 'recipe_id', 'tag_id'),
  recipes_to_tools: link('recipes_to_tools', 'recipe_id', 'tool_id'),
  categories: organizer('categories'),
  tags: organizer('tags'),
  tools: organizer('tools'),
  multi_purpose_labels: (row, v, ctx) =>
    linked(
      'multi_purpose_labels',
      {
        id: v.guid('id', row.id),
        group_id: v.guid('group_id', row.group_id),
        name: v.text('name', row.name),
        color: v.text('color', row.color),
        ...stamps(row, v, ctx),
      },
      ['id', 'group_id', 'name'],
    ),
  ingredient_foods: (row, v, ctx) =>
    linked(
      'ingredient_foods',
      {
        id: v.guid('id', row.id),
        group_id: v.guid('group_id', row.group_id),
        name: v.text('name', row.name) ?? '',
        plural_name: v.text('plural_name', row.plural_name),
        description: v.text('description', row.description),
        on_hand: v.bool('on_hand', row.on_hand),
        label_id: v.guid('label_id', row.label_id),
        ...stamps(row, v, ctx),
      },
      ['id', 'group_id'],
    ),
  ingredient_units: (row, v, ctx) =>
    linked(
      'ingredient_units',
      {
        id: v.guid('id', row.id),
        group_id: v.guid('group_id', row.group_id),
        name: v.text('name', row.name) ?? '',
        plural_name: v.text('plural_name', row.plural_name),
        description: v.text('description', row.description),
        fraction: v.bool('fraction', row.fraction),
        abbreviation: v.text('abbreviation', row.abbreviation),
        plural_abbreviation: v.text('plural_abbreviation', row.plural_abbreviation),
        use_abbreviation: v.bool('use_abbreviation', row.use_abbreviation),
        ...stamps(row, v, ctx),
      },
      ['id', 'group_id'],
    ),
  ingredient_foods_aliases: (row, v) =>
    linked(
      'ingredient_foods_aliases',
      {
        id: v.guid('id', row.id),
        food_id: v.guid('food_id', row.food_id),
        name: v.text('name', row.name),
      },
      ['id', 'food_id', 'name'],
    ),
  ingredient_units_aliases: (row, v) =>
    linked(
      'ingredient_units_aliases',
      {
        id: v.guid('id', row.id),
        unit_id: v.guid('unit_id', row.unit_id),
        name: v.text('name', row.name),
      },
      ['id', 'unit_id', 'name'],
    ),
  recipe_comments: (row, v, ctx) =>
    linked(
      'recipe_comments',
      {
        id: v.guid('id', row.id),
        recipe_id: v.guid('recipe_id', row.recipe_id),
        user_id: v.guid('user_id', row.user_id),
        text: v.text('text', row.text) ?? '',
        ...stamps(row, v, ctx),
      },
      ['id', 'recipe_id', 'user_id'],
    ),
  recipe_timeline_events(row, v, ctx) {
    const times = stamps(row, v, ctx);
    return linked(
      'recipe_timeline_events',
      {
        id: v.guid('id', row.id),
        recipe_id: v.guid('recipe_id', row.recipe_id),
        user_id: v.guid('user_id', row.user_id),
        subject: v.text('subject', row.subject),
        message: v.text('message', row.message),
        event_type: v.text('event_type', row.event_type) ?? 'info',
        image: v.text('image', row.image),
        timestamp: v.datetime('timestamp', row.timestamp) ?? times.created_at ?? ctx.now,
        ...times,
      },
      ['id', 'recipe_id', 'user_id', 'subject'],
    );
  },
  recipe_share_tokens: (row, v, ctx) =>
    linked(
      'recipe_share_tokens',
      {
        id: v.guid('id', row.id),
        group_id: v.guid('group_id', row.group_id),
        recipe_id: v.guid('recipe_id', row.recipe_id),
        expires_at: v.datetime('expires_at', row.expires_at),
        ...stamps(row, v, ctx),
      },
      ['id', 'group_id', 'recipe_id', 'expires_at'],
    ),
  users_to_favorites: link('mealie_favorites', 'user_id', 'recipe_id'),
  users_to_recipes: (row, v, ctx) =>
    linked(
      'users_to_recipes',
      {
        id: v.guid('id', row.id),
        user_id: v.guid('user_id', row.user_id),
        recipe_id: v.guid('recipe_id', row.recipe_id),
        rating: v.number('rating', row.rating),
        is_favorite: v.bool('is_favorite', row.is_favorite),
        ...stamps(row, v, ctx),
      },
      ['id', 'user_id', 'recipe_id'],
    ),
  cookbooks: (row, v, ctx) =>
    linked(
      'cookbooks',
      {
        id: v.guid('id', row.id),
        group_id: v.guid('group_id', row.group_id),
        name: v.text('name', row.name),
        slug: v.text('slug', row.slug),
        description: v.text('description', row.description),
        position: v.integer('position', row.position),
        public: v.bool('public', row.public),
        require_all_categories: v.bool('require_all_categories', row.require_all_categories),
        require_all_tags: v.bool('require_all_tags', row.require_all_tags),
        require_all_tools: v.bool('require_all_tools', row.require_all_tools),
        ...stamps(row, v, ctx),
      },
      ['id', 'group_id', 'name', 'slug'],
    ),
  cookbooks_to_categories: link('cookbooks_to_categories', 'cookbook_id', 'category_id'),
  cookbooks_to_tags: link('cookbooks_to_tags', 'cookbook_id', 'tag_id'),
  cookbooks_to_tools: link('cookbooks_to_tools', 'cookbook_id', 'tool_id'),
  group_to_categories: link('group_to_categories', 'group_id', 'category_id'),
  group_meal_plans: (row, v, ctx) =>
    linked(
      'group_meal_plans',
      {
        id: v.integer('id', row.id),
        date: v.date('date', row.date),
        entry_type: v.text('entry_type', row.entry_type),
        title: v.text('title', row.title),
        text: v.text('text', row.text),
        recipe_id: v.guid('recipe_id', row.recipe_id),
        group_id: v.guid('group_id', row.group_id),
        user_id: v.guid('user_id', row.user_id),
        ...stamps(row, v, ctx),
      },
      ['id', 'date', 'entry_type', 'group_id'],
    ),
  group_meal_plan_rules: (row, v, ctx) =>
    linked(
      'group_meal_plan_rules',
      {
        id: v.guid('id', row.id),
        group_id: v.guid('group_id', row.group_id),
        day: v.text('day', row.day),
        entry_type: v.text('entry_type', row.entry_type),
        ...stamps(row, v, ctx),
      },
      ['id', 'group_id'],
    ),
  plan_rules_to_categories: link('plan_rules_to_categories', 'group_plan_rule_id', 'category_id'),
  plan_rules_to_tags: link('plan_rules_to_tags', 'plan_rule_id', 'tag_id'),
  shopping_lists: (row, v, ctx) =>
    linked(
      'shopping_lists',
      {
        id: v.guid('id', row.id),
        group_id: v.guid('group_id', row.group_id),
        // Lists had no owner before 2298bb460ffd: `mealie-finish.ts` gives them one, as Mealie did.
        user_id: v.guid('user_id', row.user_id) ?? '',
        name: v.text('name', row.name) ?? '',
        ...stamps(row, v, ctx),
      },
      ['id', 'group_id'],
    ),
  shopping_list_items: (row, v, ctx) =>
    linked(
      'shopping_list_items',
      {
        id: v.guid('id', row.id),
        shopping_list_id: v.guid('shopping_list_id', row.shopping_list_id),
        checked: v.bool('checked', row.checked),
        position: v.integer('position', row.position),
        quantity: v.number('quantity', row.quantity),
        unit_id: v.guid('unit_id', row.unit_id),
        food_id: v.guid('food_id', row.food_id),
        note: v.text('note', row.note),
        is_food: v.bool('is_food', row.is_food),
        label_id: v.guid('label_id', row.label_id),
        ...stamps(row, v, ctx),
      },
      ['id', 'shopping_list_id'],
    ),
  shopping_list_item_recipe_reference: (row, v) =>
    linked(
      'shopping_list_item_recipe_reference',
      {
        id: v.guid('id', row.id),
        shopping_list_item_id: v.guid('shopping_list_item_id', row.shopping_list_item_id),
        recipe_id: v.guid('recipe_id', row.recipe_id),
        recipe_quantity: v.number('recipe_quantity', row.recipe_quantity),
        recipe_scale: v.number('recipe_scale', row.recipe_scale),
        recipe_note: v.text('recipe_note', row.recipe_note),
      },
      ['id', 'shopping_list_item_id', 'recipe_id'],
    ),
  shopping_list_recipe_reference: (row, v) =>
    linked(
      'shopping_list_recipe_reference',
      {
        id: v.guid('id', row.id),
        shopping_list_id: v.guid('shopping_list_id', row.shopping_list_id),
        recipe_id: v.guid('recipe_id', row.recipe_id),
        recipe_quantity: v.number('recipe_quantity', row.recipe_quantity),
      },
      ['id', 'shopping_list_id', 'recipe_id'],
    ),
  shopping_lists_multi_purpose_labels: (row, v) =>
    linked(
      'shopping_lists_multi_purpose_labels',
      {
        id: v.guid('id', row.id),
        shopping_list_id: v.guid('shopping_list_id', row.shopping_list_id),
        label_id: v.guid('label_id', row.label_id),
        position: v.integer('position', row.position),
      },
      ['id', 'shopping_list_id', 'label_id'],
    ),
  webhook_urls(row, v, ctx) {
    const time = since(ctx.revision, 'f30cf048c228')
      ? v.time('scheduled_time', row.scheduled_time)
      : v.time('time', row.time);
    return linked(
      'webhook_urls',
      {
        id: v.guid('id', row.id),
        group_id: v.guid('group_id', row.group_id),
        enabled: v.bool('enabled', row.enabled),
        name: v.text('name', row.name),
        url: v.text('url', row.url),
        webhook_type: v.text('webhook_type', row.webhook_type),
        scheduled_time: time ?? '00:00:00',
        ...stamps(row, v, ctx),
      },
      ['id', 'group_id', 'url'],
    );
  },
};
