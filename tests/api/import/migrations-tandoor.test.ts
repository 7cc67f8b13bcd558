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

const json = (value: unknown) => JSON.stringify(value);

const ingredient = (fields: Record<string, unknown>) => ({
  food: null,
  unit: null,
  amount: '0',
  note: '',
  order: 0,
  is_header: false,
  no_amount: false,
  ...fields,
});

/** Tandoor's default export: a zip of zips, each with recipe.json and image.<ext>. */
async function tandoorExport(): Promise<Buffer> {
  const chili = zipOf({
    'recipe.json': json({
      name: 'Chili sin Carne',
      description: 'Smoky and slow.',
      keywords: [{ name: 'Vegan', description: '' }, { name: 'Mexican' }],
      steps: [
        {
          name: '',
          instruction: 'Simmer for **30 minutes**.',
          ingredients: [
            ingredient({ note: 'Spices', is_header: true }),
            ingredient({ food: { name: 'Cumin' }, unit: { name: 'tsp' }, amount: 1.5, order: 1 }),
            ingredient({ food: { name: 'Salt' }, note: 'to taste', no_amount: true, order: 2 }),
          ],
          time: 30,
          order: 1,
          show_as_header: false,
        },
        {
          name: 'Prep',
          instruction: 'Chop everything.',
          ingredients: [
            ingredient({
              food: { name: 'Onion', plural_name: 'Onions', supermarket_category: null },
              unit: { name: 'piece', description: '' },
              amount: '2.000',
              note: 'diced',
            }),
            ingredient({ food: { name: 'Garlic' }, amount: '3', order: 1 }),
          ],
          time: 10,
          order: 0,
          show_as_header: false,
        },
      ],
      working_time: 20,
      waiting_time: 40,
      internal: true,
      nutrition: { carbohydrates: '45', fats: '12', proteins: '18', calories: '390', source: '' },
      servings: 4,
      servings_text: 'bowls',
      source_url: 'https://example.com/chili',
    }),
    'image.png': await photo('#e67e22', 'png'),
  });
  const bread = zipOf({
    'recipe.json': json({
      name: 'Flatbread',
      description: '',
      keywords: [],
      steps: [{ name: '', instruction: 'Knead, rest, fry.', ingredients: [], order: 0 }],
      working_time: 0,
      waiting_time: 0,
      servings: 1,
      servings_text: '',
    }),
    'image.jpeg': await photo('#8e44ad'),
  });
  return zipOf({
    'Chili_sin_Carne.zip': chili,
    'Flatbread.zip': bread,
    'Broken.zip': zipOf({ 'image.jpg': await photo('#000000') }),
  });
}

describe('POST /api/groups/migrations (tandoor)', () => {
  it('imports each recipe zip with structured ingredients, steps, times and picture', async () => {
    const report = await migrate(s.member, 'tandoor', await tandoorExport(), 'export.zip', true);
    expect(report).toMatchObject({ name: 'Tandoor Recipes Migration', status: 'partial' });
    const { imported, failed } = outcomes(report);
    expect(imported).toEqual(['Chili sin Carne', 'Flatbread']);
    expect(failed.map((f) => f.message)).toEqual(['Failed to import Broken']);
    expect(failed[0]?.exception).toContain('holds no recipe.json');

    const chili = await recipe(s.member, 'chili-sin-carne');
    expect(chili).toMatchObject({
      description: 'Smoky and slow.',
      orgURL: 'https://example.com/chili',
      performTime: '20 minutes',
      totalTime: '1 hour',
      recipeYield: '4 bowls',
      nutrition: {
        calories: '390',
        carbohydrateContent: '45',
        fatContent: '12',
        proteinContent: '18',
      },
      settings: { disableAmount: false },
    });
    expect(
      chili.recipeIngredient.map((i) => [i.title, i.quantity, i.unit?.name, i.food?.name, i.note]),
    ).toEqual([
      ['Prep', 2, 'piece', 'Onion', 'diced'],
      [null, 3, undefined, 'Garlic', ''],
      ['Spices', 1.5, 'tsp', 'Cumin', ''],
      [null, null, undefined, 'Salt', 'to taste'],
    ]);
    expect(chili.recipeIngredient[0]?.display).toBe('2 piece Onion diced');
    expect(chili.recipeInstructions.map((step) => [step.title, step.text])).toEqual([
      ['Prep', 'Chop everything.'],
      ['', 'Simmer for **30 minutes**.'],
    ]);
    expect(chili.tags.map((t) => t.name).sort()).toEqual(['Mexican', 'Vegan', 'tandoor']);
    expectColour(await pictureColour(s.member, chili), '#e67e22');
    await expectMigrated(s.member, chili, 'Tandoor Recipes', 'tandoor');

    const bread = await recipe(s.member, 'flatbread');
    expect(bread).toMatchObject({ recipeYield: '1 serving', totalTime: null, performTime: null });
    expectColour(await pictureColour(s.member, bread), '#8e44ad');

    expect((await s.outsider.get('/api/recipes/chili-sin-carne')).status).toBe(404);
  });

  it('refuses a file that is neither an export nor a recipe zip with 400', async () => {
    const res = await postMigration(s.member, 'tandoor', zipOf({ 'a.txt': 'x' }), 'export.zip');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('not a Tandoor export');
  });
});
