import { describe, expect, it } from 'vitest';

import type { Recipe } from '../../server/contract/recipes';
import { snakeCaseKey, toSnakeCaseRecipe } from '../../server/domain/snake-case';

describe('snakeCaseKey', () => {
  it.each([
    ['recipeIngredient', 'recipe_ingredient'],
    ['orgURL', 'org_url'],
    ['dateAdded', 'date_added'],
    ['fatContent', 'fat_content'],
    ['updateAt', 'update_at'],
    ['id', 'id'],
    ['HTMLTitle', 'html_title'],
  ])('%s → %s', (camel, snake) => {
    expect(snakeCaseKey(camel)).toBe(snake);
  });
});

describe('toSnakeCaseRecipe', () => {
  it('renames nested keys but keeps the user’s extras as they are', () => {
    const recipe = {
      orgURL: 'https://x',
      recipeIngredient: [{ referenceId: 'r', food: { pluralName: null, extras: { myKey: 1 } } }],
      settings: { showNutrition: true },
      extras: { camelKey: 'v' },
    } as unknown as Recipe;
    expect(toSnakeCaseRecipe(recipe)).toEqual({
      org_url: 'https://x',
      recipe_ingredient: [{ reference_id: 'r', food: { plural_name: null, extras: { myKey: 1 } } }],
      settings: { show_nutrition: true },
      extras: { camelKey: 'v' },
    });
  });
});
