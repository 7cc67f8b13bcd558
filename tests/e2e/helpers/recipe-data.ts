import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

interface Named {
  id: string;
  name: string;
}

async function postJson<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A full recipe (sections, units with and without fractions, steps with timers, notes). */
export async function createFullRecipe(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const cup = await postJson<Named>(request, '/api/units', {
    name: 'cup',
    pluralName: 'cups',
    abbreviation: 'c',
    fraction: true,
  });
  const gram = await postJson<Named>(request, '/api/units', {
    name: 'gram',
    abbreviation: 'g',
    useAbbreviation: true,
    fraction: false,
  });
  const flour = await postJson<Named>(request, '/api/foods', { name: 'flour' });
  const apple = await postJson<Named>(request, '/api/foods', {
    name: 'apple',
    pluralName: 'apples',
  });
  const body = {
    name: 'Apple Crumble',
    description: 'A **warm** pudding.',
    recipeYield: '4 servings',
    prepTime: '15 minutes',
    totalTime: '1 hour',
    recipeIngredient: [
      { title: 'Filling', quantity: 3, food: apple, note: 'peeled' },
      { quantity: 0.5, unit: cup, food: flour, note: '' },
      { title: 'Topping', quantity: 100, unit: gram, food: flour, note: 'cold' },
      { quantity: 0, note: 'a pinch of salt' },
    ],
    recipeInstructions: [
      { title: 'Prepare', text: 'Slice the apples.' },
      { text: 'Rub the flour and butter together.' },
      { text: 'Bake 25 minutes until golden.' },
    ],
    notes: [{ title: 'Tip', text: 'Serve with custard.' }],
    tags: [{ name: 'Dessert' }],
    recipeCategory: [{ name: 'Pudding' }],
    settings: { disableComments: false, disableAmount: false, public: true },
    ...overrides,
  };
  return postJson<string>(request, '/api/recipes/create', body);
}

/** A real picture for uploads (sharp writes a PNG). */
export function makePng(color = '#d9822b'): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
    .png()
    .toBuffer();
}
