import { describe, expect, it } from 'vitest';

import type { Recipe } from '../../../../server/contract/recipes';
import { jsonDepthExceeds } from '../../../../server/domain/json-depth';
import {
  camelizeKeys,
  snakeCaseKey,
  toSnakeCaseRecipe,
} from '../../../../server/domain/snake-case';

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

describe('camelizeKeys', () => {
  it('renames keys at every level, keeps arrays in order and never touches prototypes', () => {
    const input = JSON.parse(
      '{"recipe_ingredient":[{"original_text":"a"},{"original_text":"b"}],"__proto__":{"x_y":1}}',
    ) as unknown;
    const out = camelizeKeys(input) as Record<string, unknown>;
    expect(out.recipeIngredient).toEqual([{ originalText: 'a' }, { originalText: 'b' }]);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).xY).toBeUndefined();
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    const deep = JSON.parse('[{"a_b":'.repeat(100_000) + '1' + '}]'.repeat(100_000)) as unknown;
    expect(() => camelizeKeys(deep)).not.toThrow();
  });
});

describe('jsonDepthExceeds', () => {
  it('measures depth without recursion', () => {
    expect(jsonDepthExceeds(1, 0)).toBe(false);
    expect(jsonDepthExceeds([], 0)).toBe(true);
    expect(jsonDepthExceeds({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(jsonDepthExceeds({ a: [1, { b: {} }] }, 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toBe(true);
  });
});
