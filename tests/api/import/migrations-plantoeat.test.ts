import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
} from '../../helpers/migrations';
import { startPageServer, type PageServer } from '../../helpers/page-server';
import { useTwoGroups } from '../../helpers/two-groups';

// Plan to Eat's pictures are web addresses; here they live on a local stand-in site.
const s = useTwoGroups({ allowPrivateFetch: true });
let site: PageServer;

beforeAll(async () => {
  const bread = await photo('#d35400');
  site = await startPageServer({
    '/photos/sourdough.jpg': (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(bread),
  });
});
afterAll(() => site.close());

function planToEatCsv(): string {
  return csvText([
    {
      Title: 'Sourdough Loaf',
      Description: 'Crusty, "open" crumb.',
      Source: 'The Bread Book',
      Url: 'https://example.com/sourdough',
      'Photo Url': `${site.url}/photos/sourdough.jpg`,
      Tags: 'baking, weekend',
      Course: 'Bread',
      Cuisine: 'French',
      'Main Ingredient': 'Flour',
      Rating: '4',
      Notes: 'Feed the starter the night before.',
      'Prep Time': '20 min',
      'Cook Time': '45',
      'Total Time': 'PT1H5M',
      Servings: '2 loaves',
      Ingredients: '500 g bread flour\n350 g water, lukewarm\n\n10 g salt',
      Directions: '1. Mix and rest.\n2. Fold, shape, proof.\n3. Bake hot.',
      Calories: '250',
      Protein: '9 g',
      'Created At': '2022-02-03 08:00:00 UTC',
    },
    {
      Title: 'Tomato Salad',
      'Photo Url': `${site.url}/photos/gone.jpg`,
      Ingredients: '4 tomatoes\nolive oil',
      Directions: 'Slice and dress.',
      Servings: '2',
    },
    { Title: '', Ingredients: 'mystery' },
  ]);
}

describe('POST /api/groups/migrations (plantoeat)', () => {
  it('imports each CSV row, fetching pictures from their addresses; a missing one costs only the picture', async () => {
    const csv = Buffer.from(planToEatCsv(), 'utf8');
    const report = await migrate(s.member, 'plantoeat', csv, 'plantoeat-recipes.csv', true);
    expect(report).toMatchObject({ name: 'Plan to Eat Migration', status: 'partial' });
    const { imported, failed, problems } = outcomes(report);
    expect(imported).toEqual(['Sourdough Loaf', 'Tomato Salad']);
    expect(failed).toEqual([
      { message: 'Failed to import Row 4', exception: 'The recipe has no name' },
    ]);
    expect(problems.map((p) => p.message)).toEqual(['Imported Tomato Salad successfully']);
    expect(problems[0]?.exception).toMatch(/^Picture not stored: .*404/);

    const loaf = await recipe(s.member, 'sourdough-loaf');
    expect(loaf).toMatchObject({
      description: 'Crusty, "open" crumb.',
      orgURL: 'https://example.com/sourdough',
      recipeYield: '2 loaves',
      prepTime: '20 min',
      performTime: '45 minutes',
      totalTime: '1 hour 5 minutes',
      dateAdded: '2022-02-03',
      rating: 4,
      nutrition: { calories: '250', proteinContent: '9' },
      notes: [
        { title: '', text: 'Feed the starter the night before.' },
        { title: 'Source', text: 'The Bread Book' },
      ],
    });
    expect(loaf.recipeIngredient.map((i) => i.note)).toEqual([
      '500 g bread flour',
      '350 g water, lukewarm',
      '10 g salt',
    ]);
    expect(loaf.recipeInstructions.map((step) => step.text)).toEqual([
      'Mix and rest.',
      'Fold, shape, proof.',
      'Bake hot.',
    ]);
    expect(loaf.recipeCategory.map((c) => c.name).sort()).toEqual(['Bread', 'French']);
    expect(loaf.tags.map((t) => t.name).sort()).toEqual([
      'Flour',
      'baking',
      'plantoeat',
      'weekend',
    ]);
    expectColour(await pictureColour(s.member, loaf), '#d35400');
    await expectMigrated(s.member, loaf, 'Plan to Eat', 'plantoeat');

    const salad = await recipe(s.member, 'tomato-salad');
    expect(salad).toMatchObject({ recipeYield: '2 servings', image: null });

    expect((await s.outsider.get('/api/recipes/sourdough-loaf')).status).toBe(404);
  });

  it('refuses a CSV without a Title column with 400', async () => {
    const csv = Buffer.from(csvText([{ Name: 'Soup', Steps: 'Cook' }]), 'utf8');
    const res = await postMigration(s.member, 'plantoeat', csv, 'recipes.csv');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('not a Plan to Eat export');
  });
});
