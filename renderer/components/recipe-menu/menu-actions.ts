/** Every action the recipe menu knows (spec §2), in menu order. */
const recipeMenuActions = [
  'edit',
  'delete',
  'download',
  'duplicate',
  'mealPlan',
  'shoppingList',
  'print',
  'printPreferences',
  'share',
  'publicLink',
] as const;
export type RecipeMenuAction = (typeof recipeMenuActions)[number];

type RecipeMenuVariant = 'card' | 'page';

/** Per-action overrides: `true` shows an action the defaults hide, `false` hides one. */
export type RecipeMenuOverrides = Partial<Record<RecipeMenuAction, boolean>>;

const visitorActions: readonly RecipeMenuAction[] = ['print', 'printPreferences', 'publicLink'];
const cardActions: readonly RecipeMenuAction[] = [
  'edit',
  'download',
  'mealPlan',
  'shoppingList',
  'share',
];
const pageActions: readonly RecipeMenuAction[] = [
  'delete',
  'edit',
  'download',
  'mealPlan',
  'shoppingList',
  'print',
  'printPreferences',
  'share',
];

/**
 * Spec §6 role defaults. Visitors only ever get print, print preferences and the public link;
 * overrides cannot give them more. Logged-in users get the card or page defaults, then overrides.
 */
export function getVisibleActions(
  variant: RecipeMenuVariant,
  isLoggedIn: boolean,
  overrides: RecipeMenuOverrides = {},
): RecipeMenuAction[] {
  const defaults = !isLoggedIn ? visitorActions : variant === 'card' ? cardActions : pageActions;
  return recipeMenuActions.filter((action) => {
    if (!isLoggedIn && !visitorActions.includes(action)) return false;
    return overrides[action] ?? defaults.includes(action);
  });
}
