import { describe, expect, it } from 'vitest';

import { csvText } from '../../helpers/csv-text';
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

/** My Recipe Box's CSV, here written by a spreadsheet set to use semicolons, zipped with its pictures. */
async function myRecipeBoxExport(): Promise<Buffer> {
  const csv = csvText(
    [
      {
        title: 'Ratatouille',
        description: 'Slow summer vegetables.',
        preparationTime: '25',
        cookingTime: '60',
        totalTime: '85',
        quantity: '6',
        ingredients: '2 aubergines\n3 courgettes\n4 tomatoes; ripe',
        instructions: 'Cut everything.\nLayer in a dish.\nBake slowly.',
        notes: 'Better the next day.',
        nutrition: 'Calories: 180\nProtein: 4 g\nSaturated fat: 1 g',
        categories: 'Main;Vegetarian',
        tags: 'summer;oven',
        source: 'https://example.com/ratatouille',
        video: 'https://video.example.com/ratatouille',
        originalPicture: 'pictures/ratatouille.jpg',
      },
      {
        title: 'Lemonade',
        quantity: '1 l',
        ingredients: '3 lemons\n100 g sugar\n1 l water',
        instructions: 'Stir until the sugar dissolves.',
        video: 'https://video.example.com/lemonade',
      },
      { title: '', ingredients: 'nothing' },
    ],
    ';',
  );
  return zipOf({
    'export/recipes.csv': csv,
    'export/pictures/ratatouille.jpg': await photo('#5b2c6f'),
  });
}

describe('POST /api/groups/migrations (myrecipebox)', () => {
  it('imports each CSV row with minutes, nutrition lines, ;-separated organizers and picture', async () => {
    const report = await migrate(
      s.member,
      'myrecipebox',
      await myRecipeBoxExport(),
      'mrb.zip',
      true,
    );
    expect(report).toMatchObject({ name: 'My Recipe Box Migration', status: 'partial' });
    const { imported, failed, problems } = outcomes(report);
    expect(imported).toEqual(['Lemonade', 'Ratatouille']);
    expect(failed).toEqual([
      { message: 'Failed to import Row 4', exception: 'The recipe has no name' },
    ]);
    expect(problems).toEqual([]);

    const ratatouille = await recipe(s.member, 'ratatouille');
    expect(ratatouille).toMatchObject({
      description: 'Slow summer vegetables.',
      prepTime: '25 minutes',
      performTime: '1 hour',
      totalTime: '1 hour 25 minutes',
      recipeYield: '6 servings',
      orgURL: 'https://example.com/ratatouille',
      nutrition: { calories: '180', proteinContent: '4' },
      notes: [
        { title: '', text: 'Better the next day.' },
        { title: 'Nutrition', text: 'Calories: 180\nProtein: 4 g\nSaturated fat: 1 g' },
        { title: 'Video', text: 'https://video.example.com/ratatouille' },
      ],
    });
    expect(ratatouille.recipeIngredient.map((i) => i.note)).toEqual([
      '2 aubergines',
      '3 courgettes',
      '4 tomatoes; ripe',
    ]);
    expect(ratatouille.recipeInstructions.map((step) => step.text)).toEqual([
      'Cut everything.',
      'Layer in a dish.',
      'Bake slowly.',
    ]);
    expect(ratatouille.recipeCategory.map((c) => c.name).sort()).toEqual(['Main', 'Vegetarian']);
    expect(ratatouille.tags.map((t) => t.name).sort()).toEqual(['myrecipebox', 'oven', 'summer']);
    expectColour(await pictureColour(s.member, ratatouille), '#5b2c6f');
    await expectMigrated(s.member, ratatouille, 'My Recipe Box', 'myrecipebox');

    const lemonade = await recipe(s.member, 'lemonade');
    expect(lemonade).toMatchObject({
      recipeYield: '1 l',
      orgURL: 'https://video.example.com/lemonade',
      image: null,
    });

    expect((await s.outsider.get('/api/recipes/ratatouille')).status).toBe(404);
  });

  it('refuses a file that is no CSV of recipes with 400', async () => {
    const res = await postMigration(
      s.member,
      'myrecipebox',
      Buffer.from('just words'),
      'notes.txt',
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('not a My Recipe Box export');
  });
});
