import { describe, expect, it } from 'vitest';

import {
  expectColour,
  expectMigrated,
  migrate,
  outcomes,
  photo,
  pictureColour,
  postMigration,
  recipe,
  zipOf,
} from '../../helpers/migrations';
import { useTwoGroups } from '../../helpers/two-groups';

const s = useTwoGroups();

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Nextcloud Files' download of the Cookbook folder: one folder per recipe. */
async function nextcloudExport(): Promise<Buffer> {
  return zipOf({
    'Recipes/Lemon Tart/recipe.json': json({
      '@context': 'http://schema.org',
      '@type': 'Recipe',
      id: '1042',
      name: 'Lemon Tart',
      description: 'Sharp and sweet.',
      url: 'https://example.com/lemon-tart',
      image: 'https://example.com/lemon.jpg',
      prepTime: 'PT0H40M0S',
      cookTime: 'PT0H25M0S',
      totalTime: 'PT1H5M0S',
      recipeCategory: 'Desserts',
      keywords: 'citrus,baking, summer',
      recipeYield: 8,
      tool: ['Tart tin', 'Rolling pin'],
      recipeIngredient: ['200 g flour', '3 lemons'],
      recipeInstructions: ['Blind-bake the shell.', 'Fill and bake.'],
      nutrition: { '@type': 'NutritionInformation', calories: '410 kcal', sodiumContent: '0.2 g' },
      dateCreated: '2020-06-01T12:00:00+0000',
      dateModified: '2021-01-01T12:00:00+0000',
    }),
    'Recipes/Lemon Tart/full.jpg': await photo('#f1c40f'),
    'Recipes/Lemon Tart/thumb.jpg': await photo('#000000'),
    'Recipes/Lemon Tart/thumb16.jpg': await photo('#000000'),
    'Recipes/Goulash/recipe.json': json({
      '@type': 'Recipe',
      name: 'Goulash',
      recipeYield: '4 bowls',
      keywords: '',
      recipeCategory: '',
      recipeIngredient: ['1 kg beef', '2 onions'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Brown the beef.' },
        { '@type': 'HowToStep', text: 'Simmer with paprika for 2 hours.' },
      ],
    }),
    'Recipes/Goulash/full.png': await photo('#27ae60', 'png'),
    'Recipes/Pancakes/recipe.json': json({
      name: 'Pancakes',
      recipeIngredient: ['&frac12; cup milk', '1 egg'],
      recipeInstructions: 'Mix.\nFry.',
    }),
    'Recipes/Broken/recipe.json': '{ "name": "Broken", ',
  });
}

describe('POST /api/groups/migrations (nextcloud)', () => {
  it('imports each recipe folder with times, yields, organizers, tools and full.jpg', async () => {
    const report = await migrate(
      s.member,
      'nextcloud',
      await nextcloudExport(),
      'Recipes.zip',
      true,
    );
    expect(report).toMatchObject({ name: 'Nextcloud Cookbook Migration', status: 'partial' });
    const { imported, failed, problems } = outcomes(report);
    expect(imported).toEqual(['Goulash', 'Lemon Tart', 'Pancakes']);
    expect(failed.map((f) => f.message)).toEqual(['Failed to import Broken']);
    expect(failed[0]?.exception).toContain('not valid JSON');
    expect(problems).toEqual([]);

    const tart = await recipe(s.member, 'lemon-tart');
    expect(tart).toMatchObject({
      description: 'Sharp and sweet.',
      orgURL: 'https://example.com/lemon-tart',
      prepTime: '40 minutes',
      performTime: '25 minutes',
      totalTime: '1 hour 5 minutes',
      recipeYield: '8 servings',
      dateAdded: '2020-06-01',
      nutrition: { calories: '410', sodiumContent: '200' },
    });
    expect(tart.recipeIngredient.map((i) => i.note)).toEqual(['200 g flour', '3 lemons']);
    expect(tart.recipeInstructions.map((i) => i.text)).toEqual([
      'Blind-bake the shell.',
      'Fill and bake.',
    ]);
    expect(tart.recipeCategory.map((c) => c.name)).toEqual(['Desserts']);
    expect(tart.tags.map((t) => t.name).sort()).toEqual([
      'baking',
      'citrus',
      'nextcloud',
      'summer',
    ]);
    expect(tart.tools.map((t) => t.name).sort()).toEqual(['Rolling pin', 'Tart tin']);
    expectColour(await pictureColour(s.member, tart), '#f1c40f');
    await expectMigrated(s.member, tart, 'Nextcloud Cookbook', 'nextcloud');

    const goulash = await recipe(s.member, 'goulash');
    expect(goulash.recipeYield).toBe('4 bowls');
    expect(goulash.recipeInstructions.map((i) => i.text)).toEqual([
      'Brown the beef.',
      'Simmer with paprika for 2 hours.',
    ]);
    expect(goulash.recipeCategory).toEqual([]);
    expectColour(await pictureColour(s.member, goulash), '#27ae60');

    const pancakes = await recipe(s.member, 'pancakes');
    expect(pancakes.recipeIngredient.map((i) => i.note)).toEqual(['½ cup milk', '1 egg']);
    expect(pancakes.recipeInstructions.map((i) => i.text)).toEqual(['Mix.', 'Fry.']);
    expect(pancakes.image).toBeNull();

    expect((await s.outsider.get('/api/recipes/lemon-tart')).status).toBe(404);
  });

  it('refuses a zip without recipe folders with 400', async () => {
    const res = await postMigration(
      s.member,
      'nextcloud',
      zipOf({ 'notes.txt': 'hello' }),
      'Recipes.zip',
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('not a Nextcloud Cookbook export');
  });
});
