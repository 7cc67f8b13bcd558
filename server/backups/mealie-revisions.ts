/**
 * Mealie v1's schema history: every Alembic revision from the first (`6b0f5f32d602`, the 1.0
 * betas) to the last before households (`32d69327997b`, 1.12), oldest first, with what it
 * changed in the tables a backup carries (from `mealie/alembic/versions/*.py`). A Mealie backup
 * states its revision in `database.json` (`alembic_version`); the mapping onto Larder's tables
 * asks `since(revision, id)` where a column or table came or went.
 */
export const mealieRevisions = [
  { id: '6b0f5f32d602', date: '2022-02-21', change: 'initial tables' },
  { id: '263dd6707191', date: '2022-03-23', change: 'ingredient quantity integer → float' },
  { id: 'f1a2dbee5fe9', date: '2022-03-27', change: 'recipes_ingredients.original_text' },
  {
    id: '59eb59135381',
    date: '2022-03-31',
    change: 'cookbooks_to_tags, cookbooks_to_tools, cookbooks.public',
  },
  { id: '09dfc897ad62', date: '2022-04-03', change: 'cookbooks.require_all_* (existing: true)' },
  { id: 'ab0bae02578f', date: '2022-06-01', change: 'ingredient_units.use_abbreviation' },
  {
    id: 'f30cf048c228',
    date: '2022-06-15',
    change: 'webhook_urls.webhook_type, scheduled_time (was time)',
  },
  { id: '188374910655', date: '2022-08-12', change: 'users.login_attemps, users.locked_at' },
  { id: '089bfa50d0ed', date: '2022-08-13', change: 'recipes.is_ocr_recipe' },
  {
    id: '44e8d670719d',
    date: '2022-08-29',
    change: 'shopping_list_extras, shopping_list_item_extras, ingredient_food_extras',
  },
  { id: '2ea7a807915c', date: '2022-09-27', change: 'recipe_timeline_events' },
  { id: '1923519381ad', date: '2022-11-03', change: 'recipes.last_made' },
  {
    id: '167eb69066ad',
    date: '2022-11-22',
    change: 'shopping_list_item_recipe_reference.recipe_scale',
  },
  { id: '165d943c64ee', date: '2023-01-21', change: 'group_meal_plans.user_id' },
  { id: 'ff5f73b01a7a', date: '2023-02-07', change: 'indexes only' },
  { id: '16160bf731a0', date: '2023-02-10', change: 'indexes only' },
  { id: '5ab195a474eb', date: '2023-02-14', change: '*_normalized search columns' },
  { id: 'b04a08da2108', date: '2023-02-21', change: 'shopping_lists_multi_purpose_labels' },
  { id: '38514b39a824', date: '2023-02-22', change: 'users.auth_method' },
  { id: 'b3dbb554ba53', date: '2023-04-13', change: 'PostgreSQL fuzzy search (indexes only)' },
  { id: '04ac51cbe9a4', date: '2023-08-06', change: 'groups.slug (was made from the name)' },
  {
    id: '1825b5225403',
    date: '2023-08-14',
    change: 'shopping_list_item_recipe_reference.recipe_note',
  },
  { id: 'bcfdad6b7355', date: '2023-08-15', change: 'tools: name and slug no longer unique' },
  { id: '0341b154f79a', date: '2023-09-01', change: 'normalized unit and food names' },
  { id: 'dded3119c1fe', date: '2023-10-04', change: 'unique constraints on link tables' },
  {
    id: 'ba1e4a6cfe99',
    date: '2023-10-19',
    change: 'plural names; ingredient_foods_aliases, ingredient_units_aliases',
  },
  { id: '2298bb460ffd', date: '2024-02-23', change: 'shopping_lists.user_id (was none)' },
  { id: '09aba125b57a', date: '2024-03-10', change: 'OIDC auth method' },
  {
    id: 'd7c6efd2de42',
    date: '2024-03-18',
    change: 'users_to_recipes (ratings per user) replaces recipes.rating and users_to_favorites',
  },
  { id: '7788478a0338', date: '2024-04-07', change: 'recipe_actions' },
  { id: '32d69327997b', date: '2024-06-22', change: 'ingredient_foods.on_hand' },
] as const;

export type MealieRevision = (typeof mealieRevisions)[number]['id'];

/** Mealie v2 begins here: households (`feecc8ffb956`), which Larder has no place for. */
const mealieHouseholdsRevision = 'feecc8ffb956';

/**
 * Mealie v2 and later revisions, to name them when refusing (any other unknown revision is
 * refused as unknown).
 */
export const mealieV2Revisions = new Set([
  mealieHouseholdsRevision,
  'be568e39ffdf',
  '1fe4bd37ccc8',
  '602927e1013e',
  '86054b40fd06',
  '3897397b4631',
  'b1020f328e98',
  'b9e516e2d3b3',
  '7cf3054cbbcc',
  'd7b3ce6fa31a',
  'e6bb583aac2d',
  'a8592ec31406',
  '1d9a002d7234',
  '95f60087812f',
]);

const order = new Map<string, number>(mealieRevisions.map((revision, i) => [revision.id, i]));

export const isMealieV1Revision = (revision: string): revision is MealieRevision =>
  order.has(revision);

/** Whether the schema at `revision` includes the change `id` made. */
export function since(revision: MealieRevision, id: MealieRevision): boolean {
  return (order.get(revision) ?? -1) >= (order.get(id) ?? Infinity);
}
