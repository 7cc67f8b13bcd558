import { describe, expect, it } from 'vitest';

import { RecipeGenerator, seededRandom } from '../../../bench/recipe-generator';
import { filteredQueries, searchQueries } from '../../../bench/search-workload';
import { RecipeIn } from '../../../server/contract/recipes';

const take = (generator: RecipeGenerator, count: number) =>
  Array.from({ length: count }, () => generator.next());

describe('bench recipe generator', () => {
  it('gives the same recipes for the same seed and others for another', () => {
    expect(take(new RecipeGenerator(7), 20)).toEqual(take(new RecipeGenerator(7), 20));
    expect(take(new RecipeGenerator(8), 5)).not.toEqual(take(new RecipeGenerator(7), 5));
    expect(seededRandom(1)()).toBe(seededRandom(1)());
  });

  it('makes valid recipe bodies of the promised sizes with distinct names', () => {
    const recipes = take(new RecipeGenerator(42, ['1 cup flour', '2 eggs, beaten']), 300);
    expect(new Set(recipes.map((r) => r.name)).size).toBe(300);
    for (const recipe of recipes) {
      const parsed = RecipeIn.parse(recipe);
      expect(parsed.recipeIngredient?.length).toBeGreaterThanOrEqual(5);
      expect(parsed.recipeIngredient?.length).toBeLessThanOrEqual(15);
      expect(parsed.recipeInstructions?.length).toBeGreaterThanOrEqual(3);
      expect(parsed.recipeInstructions?.length).toBeLessThanOrEqual(8);
      expect(parsed.recipeCategory?.length).toBeGreaterThanOrEqual(1);
      expect(parsed.tags?.length).toBeGreaterThanOrEqual(1);
    }
    const lines = recipes.flatMap((r) => r.recipeIngredient ?? []);
    expect(lines.some((line) => typeof line === 'object' && line.note === '2 eggs, beaten')).toBe(
      true,
    );
  });

  it('sends the same varied list queries on every run', () => {
    expect(searchQueries(50, 1)).toEqual(searchQueries(50, 1));
    expect(new Set(searchQueries(200, 1)).size).toBeGreaterThan(100);
    for (const query of filteredQueries(50, 2)) {
      const params = new URLSearchParams(query);
      expect(params.getAll('tags').length).toBeGreaterThanOrEqual(1);
      expect(params.get('queryFilter')).toBeTruthy();
    }
  });
});
