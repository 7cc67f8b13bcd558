import type { NotifierEvent } from '../../../server/contract/event-notifiers';

/**
 * The switches the notifier screen shows, grouped as Mealie's screen groups them: only the events
 * Larder reports (no export, import or webhook events).
 */
export const notifierEventGroups = [
  { group: 'recipes', events: ['recipeCreated', 'recipeUpdated', 'recipeDeleted'] },
  { group: 'users', events: ['userSignup'] },
  { group: 'data', events: ['dataMigrations'] },
  { group: 'mealPlans', events: ['mealplanEntryCreated'] },
  {
    group: 'shoppingLists',
    events: ['shoppingListCreated', 'shoppingListUpdated', 'shoppingListDeleted'],
  },
  { group: 'cookbooks', events: ['cookbookCreated', 'cookbookUpdated', 'cookbookDeleted'] },
  { group: 'tags', events: ['tagCreated', 'tagUpdated', 'tagDeleted'] },
  { group: 'categories', events: ['categoryCreated', 'categoryUpdated', 'categoryDeleted'] },
] as const satisfies readonly { group: string; events: readonly NotifierEvent[] }[];
