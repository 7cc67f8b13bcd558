import type { IconName } from '@blueprintjs/core';

import type { RecipeMenuAction } from './menu-actions';

export const menuItemIcons: Record<RecipeMenuAction, IconName> = {
  edit: 'edit',
  delete: 'trash',
  download: 'download',
  duplicate: 'duplicate',
  mealPlan: 'calendar',
  shoppingList: 'shopping-cart',
  print: 'print',
  printPreferences: 'settings',
  share: 'share',
  publicLink: 'link',
};
