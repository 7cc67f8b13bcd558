import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import {
  expectColour,
  expectMigrated,
  migrate,
  outcomes,
  pictureColour,
  postMigration,
  recipe,
  zipOf,
} from '../../helpers/migrations';
import { useTwoGroups } from '../../helpers/two-groups';

const s = useTwoGroups();

const webp = (colour: string) =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
    .webp()
    .toBuffer();

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** An export of Mealie before v1 (v0.5): recipes/<slug>/<slug>.json with its images folder. */
async function alphaExport(): Promise<Buffer> {
  return zipOf({
    'recipes/chicken-curry/chicken-curry.json': json({
      id: 12,
      name: 'Chicken Curry',
      slug: 'chicken-curry',
      image: 'chicken-curry.webp',
      description: 'Weeknight curry.',
      recipeCategory: ['Dinner', 'Indian'],
      tags: ['Spicy', ''],
      tools: ['Wok'],
      rating: 4,
      recipeYield: '4 Servings',
      recipeIngredient: [
        {
          title: 'Marinade',
          note: '1 cup yogurt',
          unit: null,
          food: null,
          disableAmount: true,
          quantity: 1,
        },
        {
          title: null,
          note: '500 g chicken thighs',
          unit: null,
          food: null,
          disableAmount: true,
          quantity: 1,
        },
      ],
      recipeInstructions: [
        { title: '', text: 'Marinate overnight.' },
        { title: 'Cook', text: 'Fry the spices, add the chicken, simmer.' },
      ],
      nutrition: { calories: '520', fatContent: '20', proteinContent: '38' },
      totalTime: '1 Hour 20 Minutes',
      prepTime: '20 Minutes',
      performTime: '1 Hour',
      settings: { public: true, showNutrition: true, disableComments: false, disableAmount: true },
      assets: [],
      notes: [{ title: 'Tip', text: 'Thighs stay juicy.' }],
      orgURL: 'https://example.com/curry',
      extras: {},
      dateAdded: '2021-03-02',
      dateUpdated: '2021-04-01T10:00:00',
      comments: [],
    }),
    'recipes/chicken-curry/images/original.webp': await webp('#b9770e'),
    'recipes/chicken-curry/images/min-original.webp': await webp('#000000'),
    'recipes/chicken-curry/images/tiny-original.webp': await webp('#000000'),
    'recipes/pea-soup/pea-soup.json': json({
      name: 'Pea Soup',
      slug: 'pea-soup',
      recipe_yield: '2',
      org_url: 'https://example.com/pea-soup',
      tags: 'quick, green',
      categories: [{ name: 'Soups', slug: 'soups' }],
      recipe_ingredient: [
        {
          quantity: 500,
          unit: { name: 'g', description: '' },
          food: { name: 'peas' },
          note: 'frozen',
          disableAmount: false,
        },
        'a knob of butter',
      ],
      recipe_instructions: ['Boil.', 'Blend.'],
      settings: { disable_amount: false },
      extras: [],
    }),
    'recipes/broken/broken.json': '[1, 2, 3]',
    // Left behind by a rename in the old Mealie: pictures without a recipe.
    'recipes/old-name/images/original.webp': await webp('#000000'),
    'settings/site_settings.json': json({ language: 'en-US' }),
    'themes/themes.json': json([{ name: 'default' }]),
  });
}

describe('POST /api/groups/migrations (mealie_alpha)', () => {
  it('imports each recipe JSON with its organizers, notes, nutrition and original image', async () => {
    const report = await migrate(
      s.member,
      'mealie_alpha',
      await alphaExport(),
      'mealie_2021.zip',
      true,
    );
    expect(report).toMatchObject({ name: 'Mealie (before v1) Migration', status: 'partial' });
    const { imported, failed } = outcomes(report);
    expect(imported).toEqual(['Chicken Curry', 'Pea Soup']);
    expect(failed.map((f) => f.message)).toEqual(['Failed to import broken']);
    expect(failed[0]?.exception).toContain('does not hold a recipe');

    const curry = await recipe(s.member, 'chicken-curry');
    expect(curry).toMatchObject({
      description: 'Weeknight curry.',
      recipeYield: '4 Servings',
      prepTime: '20 Minutes',
      performTime: '1 Hour',
      totalTime: '1 Hour 20 Minutes',
      orgURL: 'https://example.com/curry',
      dateAdded: '2021-03-02',
      rating: 4,
      nutrition: { calories: '520', fatContent: '20', proteinContent: '38' },
      notes: [{ title: 'Tip', text: 'Thighs stay juicy.' }],
    });
    expect(curry.recipeIngredient.map((i) => [i.title, i.note])).toEqual([
      ['Marinade', '1 cup yogurt'],
      [null, '500 g chicken thighs'],
    ]);
    expect(curry.recipeInstructions.map((step) => [step.title, step.text])).toEqual([
      ['', 'Marinate overnight.'],
      ['Cook', 'Fry the spices, add the chicken, simmer.'],
    ]);
    expect(curry.recipeCategory.map((c) => c.name).sort()).toEqual(['Dinner', 'Indian']);
    expect(curry.tags.map((t) => t.name).sort()).toEqual(['Spicy', 'mealie_alpha']);
    expect(curry.tools.map((t) => t.name)).toEqual(['Wok']);
    expectColour(await pictureColour(s.member, curry), '#b9770e');
    await expectMigrated(s.member, curry, 'Mealie (before v1)', 'mealie_alpha');

    const soup = await recipe(s.member, 'pea-soup');
    expect(soup).toMatchObject({
      recipeYield: '2 servings',
      orgURL: 'https://example.com/pea-soup',
      settings: { disableAmount: false },
      image: null,
    });
    expect(
      soup.recipeIngredient.map((i) => [i.quantity, i.unit?.name, i.food?.name, i.note]),
    ).toEqual([
      [500, 'g', 'peas', 'frozen'],
      [null, undefined, undefined, 'a knob of butter'],
    ]);
    expect(soup.recipeInstructions.map((step) => step.text)).toEqual(['Boil.', 'Blend.']);
    expect(soup.tags.map((t) => t.name).sort()).toEqual(['green', 'mealie_alpha', 'quick']);
    expect(soup.recipeCategory.map((c) => c.name)).toEqual(['Soups']);

    expect((await s.outsider.get('/api/recipes/chicken-curry')).status).toBe(404);
  });

  it('refuses a Mealie v1 backup (no recipes folder) with 400', async () => {
    const backup = zipOf({ 'database.json': '{}', 'data/recipes/x/images/original.webp': 'x' });
    const res = await postMigration(s.member, 'mealie_alpha', backup, 'mealie_2024.zip');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('not an export of Mealie before v1');
  });
});
