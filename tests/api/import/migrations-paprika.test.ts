import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import type { UserRatings, UserRatingSummary } from '../../../server/contract/ratings';
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

const packed = (value: unknown) => gzipSync(Buffer.from(JSON.stringify(value), 'utf8'));

/** Paprika 3's export: a zip of gzipped JSON recipes, photos in base64. */
async function paprikaExport(): Promise<Buffer> {
  const red = (await photo('#c0392b')).toString('base64');
  const blue = (await photo('#2e86c1', 'png')).toString('base64');
  return zipOf({
    "Grandma's Apple Pie.paprikarecipe": packed({
      uid: 'A1',
      name: "Grandma's Apple Pie",
      description: 'The one from the farm.',
      ingredients: '2 cups flour\n1 cup cold butter\n\n6 tart apples',
      directions:
        '1. Make the dough and chill it.\n2. Fill with the apples.\n\n3. Bake for 45 minutes.',
      notes: 'Best served warm.',
      nutritional_info: 'Calories: 320\nFat: 14 g\nVitamin C: 4 mg',
      servings: '8',
      prep_time: '30 min',
      cook_time: '1 hr 15 min',
      total_time: 'PT1H45M',
      source: 'Grandma',
      source_url: '',
      created: '2019-04-21 10:11:12',
      rating: 5,
      on_favorites: 1,
      categories: ['Desserts', 'Baking', 'desserts'],
      photo_data: red,
      photos: [],
    }),
    'Creme Brulee.paprikarecipe': packed({
      uid: 'B2',
      name: 'Crème Brûlée',
      ingredients: '4 egg yolks\n500 ml cream',
      directions: 'Whisk.\nBake in a water bath.\nTorch the sugar.',
      servings: '4 ramekins',
      source_url: 'https://example.com/creme-brulee',
      rating: 0,
      categories: [],
      photos: [{ name: '1', filename: 'x.png', data: blue }],
    }),
    'Quick Salad.paprikarecipe': packed({ name: 'Quick Salad', ingredients: 'Lettuce' }),
    'Broken.paprikarecipe': Buffer.from('this was never gzipped'),
    // A Mac's zip tool adds these beside every file; they are not recipes.
    "__MACOSX/._Grandma's Apple Pie.paprikarecipe": Buffer.from([0, 5, 22, 7]),
  });
}

describe('POST /api/groups/migrations (paprika)', () => {
  it('imports every readable recipe with its fields, picture, rating and tag; the broken one fails alone', async () => {
    const report = await migrate(
      s.member,
      'paprika',
      await paprikaExport(),
      'My Recipes.paprikarecipes',
      true,
    );
    expect(report).toMatchObject({ name: 'Paprika Migration', status: 'partial' });
    const { imported, failed, problems } = outcomes(report);
    expect(imported).toEqual(['Crème Brûlée', "Grandma's Apple Pie", 'Quick Salad']);
    expect(failed.map((f) => f.message)).toEqual(['Failed to import Broken']);
    expect(failed[0]?.exception).toContain('not a gzip-compressed Paprika recipe');
    expect(problems).toEqual([]);

    const pie = await recipe(s.member, 'grandma-s-apple-pie');
    expect(pie.description).toBe('The one from the farm.');
    expect(pie.recipeIngredient.map((i) => i.note)).toEqual([
      '2 cups flour',
      '1 cup cold butter',
      '6 tart apples',
    ]);
    expect(pie.recipeInstructions.map((step) => step.text)).toEqual([
      'Make the dough and chill it.',
      'Fill with the apples.',
      'Bake for 45 minutes.',
    ]);
    expect(pie).toMatchObject({
      recipeYield: '8 servings',
      prepTime: '30 min',
      performTime: '1 hr 15 min',
      totalTime: '1 hour 45 minutes',
      dateAdded: '2019-04-21',
      rating: 5,
    });
    expect(pie.recipeCategory.map((c) => c.name).sort()).toEqual(['Baking', 'Desserts']);
    expect(pie.nutrition).toMatchObject({ calories: '320', fatContent: '14' });
    expect(pie.notes).toEqual([
      { title: '', text: 'Best served warm.' },
      { title: 'Nutrition', text: 'Calories: 320\nFat: 14 g\nVitamin C: 4 mg' },
      { title: 'Source', text: 'Grandma' },
    ]);
    expectColour(await pictureColour(s.member, pie), '#c0392b');
    await expectMigrated(s.member, pie, 'Paprika', 'paprika');

    const creme = await recipe(s.member, 'creme-brulee');
    expect(creme).toMatchObject({
      recipeYield: '4 ramekins',
      orgURL: 'https://example.com/creme-brulee',
      rating: null,
    });
    expect(creme.recipeInstructions).toHaveLength(3);
    expectColour(await pictureColour(s.member, creme), '#2e86c1');
    await expectMigrated(s.member, creme, 'Paprika', 'paprika');

    const salad = await recipe(s.member, 'quick-salad');
    expect(salad.image).toBeNull();

    const mine = await s.member.get<UserRatings<UserRatingSummary>>('/api/users/self/ratings');
    expect(mine.body.ratings).toContainEqual({ recipeId: pie.id, rating: 5, isFavorite: true });

    // Nothing reached the other group.
    expect((await s.outsider.get('/api/recipes/grandma-s-apple-pie')).status).toBe(404);
    expect((await s.outsider.get<{ total: number }>('/api/recipes?perPage=1')).body.total).toBe(0);
    expect((await s.outsider.get(`/api/groups/reports/${report.id}`)).status).toBe(404);
  });

  it('adds no migration tag unless asked, and reads a single .paprikarecipe', async () => {
    const single = packed({ name: 'Lone Soup', ingredients: 'Water', categories: ['Soups'] });
    const report = await migrate(s.member, 'paprika', single, 'Lone Soup.paprikarecipe');
    expect(outcomes(report).imported).toEqual(['Lone Soup']);
    const soup = await recipe(s.member, 'lone-soup');
    expect(soup.tags).toEqual([]);
    await expectMigrated(s.member, soup, 'Paprika');
  });

  it('refuses another app’s file with 400 before starting', async () => {
    const res = await postMigration(s.member, 'paprika', zipOf({ 'recipe.json': '{}' }), 'x.zip');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('not a Paprika export');
  });
});
