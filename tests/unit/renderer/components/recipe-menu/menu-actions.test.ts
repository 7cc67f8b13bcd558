import { describe, expect, it } from 'vitest';

import { getVisibleActions } from '../../../../../renderer/components/recipe-menu/menu-actions';

describe('recipe menu role defaults (spec §6)', () => {
  it('gives logged-in cards edit, download, meal plan, shopping list and share', () => {
    expect(getVisibleActions('card', true)).toEqual([
      'edit',
      'download',
      'mealPlan',
      'shoppingList',
      'share',
    ]);
  });

  it('adds delete, print and print preferences on the page; duplicate and public link are off', () => {
    expect(getVisibleActions('page', true)).toEqual([
      'edit',
      'delete',
      'download',
      'mealPlan',
      'shoppingList',
      'print',
      'printPreferences',
      'share',
    ]);
  });

  it('turns duplicate and public link on, and anything off, through overrides', () => {
    expect(
      getVisibleActions('page', true, { duplicate: true, publicLink: true, delete: false }),
    ).toEqual([
      'edit',
      'download',
      'duplicate',
      'mealPlan',
      'shoppingList',
      'print',
      'printPreferences',
      'share',
      'publicLink',
    ]);
  });

  it('shows visitors only print, print preferences and the public link, whatever the overrides', () => {
    for (const variant of ['card', 'page'] as const) {
      expect(getVisibleActions(variant, false, { delete: true, edit: true })).toEqual([
        'print',
        'printPreferences',
        'publicLink',
      ]);
    }
  });
});
