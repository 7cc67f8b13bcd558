import { expect, type APIRequestContext } from '@playwright/test';

export interface RecipeInput {
  name: string;
  description?: string;
  tags?: string[];
  recipeCategory?: string[];
  tools?: string[];
  recipeIngredient?: { note: string }[];
  /** Shown in the group's public area (when the group is public). */
  isPublic?: boolean;
}

/** Creates a recipe through `POST /api/recipes/create` and returns its slug. */
export async function createRecipe(request: APIRequestContext, input: RecipeInput) {
  const response = await request.post('/api/recipes/create', {
    data: {
      name: input.name,
      description: input.description ?? '',
      tags: (input.tags ?? []).map((name) => ({ name })),
      recipeCategory: (input.recipeCategory ?? []).map((name) => ({ name })),
      tools: (input.tools ?? []).map((name) => ({ name })),
      recipeIngredient: input.recipeIngredient ?? [],
      ...(input.isPublic === undefined ? {} : { settings: { public: input.isPublic } }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as string;
}

/** Creates `count` recipes named `{prefix} 01` … in parallel batches. */
export async function createRecipes(request: APIRequestContext, count: number, prefix = 'Dish') {
  const names = Array.from(
    { length: count },
    (_, index) => `${prefix} ${String(index + 1).padStart(2, '0')}`,
  );
  for (let start = 0; start < names.length; start += 8) {
    await Promise.all(names.slice(start, start + 8).map((name) => createRecipe(request, { name })));
  }
  return names;
}

export async function getSelf(request: APIRequestContext) {
  const response = await request.get('/api/users/self');
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; favoriteRecipes?: string[] };
}

/** `GET /api/recipes/{slug}`, typed as the test reads it. */
export async function readRecipe<T>(request: APIRequestContext, slug: string): Promise<T> {
  const response = await request.get(`/api/recipes/${slug}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}
