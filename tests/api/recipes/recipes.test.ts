import { describe, expect, it } from 'vitest';

import type { Recipe } from '../../../server/contract/recipes';
import { useAdminServer } from '../../helpers/admin-server';
import { contractErrors } from '../../helpers/contract';

const server = useAdminServer();

const fullRecipe = {
  name: 'Tomato Soup',
  description: 'A *warm* soup.',
  recipeYield: 4,
  totalTime: '45 minutes',
  prepTime: '15 minutes',
  orgURL: 'https://example.com/soup',
  recipeCategory: ['Soups', { name: 'Dinner' }],
  tags: [{ name: 'Vegetarian', slug: 'vegetarian' }],
  tools: ['Blender'],
  recipeIngredient: [
    {
      title: 'Soup',
      quantity: 2,
      unit: { name: 'cup' },
      food: { name: 'tomato' },
      note: 'chopped',
    },
    { quantity: 0.5, unit: 'teaspoon', food: 'salt', note: '' },
    'pepper to taste',
  ],
  recipeInstructions: [
    { title: 'Prepare', text: 'Chop the tomatoes.' },
    { text: 'Simmer for 30 minutes.' },
  ],
  notes: [{ title: 'Tip', text: 'Add cream.' }],
  nutrition: { calories: '120 kcal' },
  settings: { disableAmount: false, public: true },
  extras: { source: 'grandma' },
};

describe('recipe CRUD', () => {
  it('creates by name with Mealie’s renaming of duplicates and returns the slug', async () => {
    const first = await server.admin.post<string>('/api/recipes', { name: 'Pancakes' });
    expect(first.status).toBe(201);
    expect(first.body).toBe('pancakes');
    const second = await server.admin.post<string>('/api/recipes', { name: 'Pancakes' });
    expect(second.body).toBe('pancakes-1');
    const copy = await server.admin.get<Recipe>('/api/recipes/pancakes-1');
    expect(copy.body.name).toBe('Pancakes (1)');
  });

  it('creates from a full JSON body and reads it back in Mealie’s shape', async () => {
    const created = await server.admin.post<string>('/api/recipes/create', fullRecipe);
    expect(created.status).toBe(201);
    const res = await server.admin.get<Recipe>(`/api/recipes/${created.body}`);
    expect(res.status).toBe(200);
    expect(contractErrors('Recipe-Output', res.body)).toEqual([]);
    const recipe = res.body;
    expect(recipe).toMatchObject({
      name: 'Tomato Soup',
      slug: 'tomato-soup',
      recipeYield: '4',
      orgURL: 'https://example.com/soup',
      nutrition: { calories: '120 kcal' },
      extras: { source: 'grandma' },
      settings: { disableAmount: false, public: true },
    });
    expect(recipe.recipeCategory.map((c) => c.slug)).toEqual(['dinner', 'soups']);
    expect(recipe.tags.map((t) => t.name)).toEqual(['Vegetarian']);
    expect(recipe.tools.map((t) => t.name)).toEqual(['Blender']);
    expect(recipe.recipeIngredient.map((i) => i.display)).toEqual([
      '2 cup tomato chopped',
      '¹/₂ teaspoon salt',
      'pepper to taste',
    ]);
    expect(recipe.recipeIngredient[0]?.title).toBe('Soup');
    expect(recipe.recipeInstructions.map((s) => s.text)).toEqual([
      'Chop the tomatoes.',
      'Simmer for 30 minutes.',
    ]);
    expect(recipe.notes).toEqual([{ title: 'Tip', text: 'Add cream.' }]);
    expect(res.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
    expect(res.headers.get('last-modified')).toBeTruthy();
  });

  it('reads by id too, and answers 404 for unknown slugs', async () => {
    const slug = (await server.admin.post<string>('/api/recipes', { name: 'By Id' })).body;
    const recipe = (await server.admin.get<Recipe>(`/api/recipes/${slug}`)).body;
    expect((await server.admin.get<Recipe>(`/api/recipes/${recipe.id}`)).body.slug).toBe(slug);
    const missing = await server.admin.get('/api/recipes/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      detail: { message: 'No Entry Found', error: true, exception: 'NotFoundError' },
    });
  });

  it('PATCH keeps what is absent; PUT replaces; renaming moves the slug', async () => {
    const slug = (await server.admin.post<string>('/api/recipes/create', fullRecipe)).body;
    const patched = await server.admin.request<Recipe>('PATCH', `/api/recipes/${slug}`, {
      json: { description: 'Changed' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.description).toBe('Changed');
    expect(patched.body.recipeIngredient).toHaveLength(3);
    expect(patched.body.tags).toHaveLength(1);

    const put = await server.admin.put<Recipe>(`/api/recipes/${slug}`, {
      name: 'Tomato Bisque',
      recipeIngredient: ['1 tin tomatoes'],
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      name: 'Tomato Bisque',
      slug: 'tomato-bisque',
      description: '',
      tags: [],
      nutrition: null,
    });
    expect(put.body.recipeIngredient.map((i) => i.note)).toEqual(['1 tin tomatoes']);
    // The old slug still finds the recipe (tests/api/recipes/recipe-old-slugs.test.ts).
    expect((await server.admin.get<Recipe>(`/api/recipes/${slug}`)).body.slug).toBe(
      'tomato-bisque',
    );

    await server.admin.post('/api/recipes', { name: 'Taken Name' });
    const clash = await server.admin.put(`/api/recipes/tomato-bisque`, { name: 'Taken Name' });
    expect(clash.status).toBe(400);
    expect((await server.admin.get<Recipe>('/api/recipes/tomato-bisque')).body.name).toBe(
      'Tomato Bisque',
    );
  });

  it('duplicates under a new name with fresh ingredient references', async () => {
    const slug = (
      await server.admin.post<string>('/api/recipes/create', { ...fullRecipe, name: 'Original' })
    ).body;
    const original = (await server.admin.get<Recipe>(`/api/recipes/${slug}`)).body;
    const dup = await server.admin.post<Recipe>(`/api/recipes/${slug}/duplicate`, {
      name: 'Copy of it',
    });
    expect(dup.status).toBe(201);
    expect(dup.body).toMatchObject({
      name: 'Copy of it',
      slug: 'copy-of-it',
      description: original.description,
    });
    expect(dup.body.id).not.toBe(original.id);
    expect(dup.body.recipeIngredient.map((i) => i.display)).toEqual(
      original.recipeIngredient.map((i) => i.display),
    );
    expect(dup.body.recipeIngredient[0]?.referenceId).not.toBe(
      original.recipeIngredient[0]?.referenceId,
    );
    const unnamed = await server.admin.post<Recipe>(`/api/recipes/${slug}/duplicate`, {});
    expect(unnamed.body.name).toBe('Original (1)');
  });

  it('sets last made and deletes', async () => {
    const slug = (await server.admin.post<string>('/api/recipes', { name: 'Cooked' })).body;
    const made = await server.admin.request<Recipe>('PATCH', `/api/recipes/${slug}/last-made`, {
      json: { timestamp: '2026-11-20T18:30:00Z' },
    });
    expect(made.body.lastMade).toBe('2026-11-20T18:30:00.000Z');
    const deleted = await server.admin.delete<Recipe>(`/api/recipes/${slug}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.slug).toBe(slug);
    expect((await server.admin.get(`/api/recipes/${slug}`)).status).toBe(404);
  });
});

describe('recipe input is checked', () => {
  it('refuses wrong types and huge strings, and writes nothing', async () => {
    const bad = await server.admin.post('/api/recipes/create', {
      name: 'Bad',
      recipeIngredient: [{ quantity: 'lots' }],
    });
    expect(bad.status).toBe(422);
    const huge = await server.admin.post('/api/recipes/create', { name: 'x'.repeat(600) });
    expect(huge.status).toBe(422);
    const unknownFood = await server.admin.post('/api/recipes/create', {
      name: 'Unknown Food',
      recipeIngredient: [{ food: { id: '00000000-0000-4000-8000-000000000000', name: 'ghost' } }],
    });
    expect(unknownFood.status).toBe(400);
    expect((await server.admin.get('/api/recipes/unknown-food')).status).toBe(404);
    expect((await server.admin.post('/api/recipes', { name: '!!!' })).status).toBe(400);
  });
});

describe('reading a recipe again', () => {
  it('shows every change made elsewhere: a renamed food, a new comment, a new tag name', async () => {
    const slug = (await server.admin.post<string>('/api/recipes/create', fullRecipe)).body;
    const first = (await server.admin.get<Recipe>(`/api/recipes/${slug}`)).body;
    expect((await server.admin.get<Recipe>(`/api/recipes/${slug}`)).body).toEqual(first);

    const tomato = first.recipeIngredient[0]?.food;
    if (!tomato) throw new Error('the soup has a food');
    const renamed = await server.admin.put(`/api/foods/${tomato.id}`, {
      ...tomato,
      name: 'plum tomato',
    });
    expect(renamed.status).toBe(200);
    const afterRename = (await server.admin.get<Recipe>(`/api/recipes/${slug}`)).body;
    expect(afterRename.recipeIngredient[0]?.food?.name).toBe('plum tomato');

    expect(
      (await server.admin.post('/api/comments', { recipeId: first.id, text: 'Lovely' })).status,
    ).toBe(201);
    const afterComment = (await server.admin.get<Recipe>(`/api/recipes/${slug}`)).body;
    expect(afterComment.comments.map((c) => c.text)).toEqual(['Lovely']);

    const tag = first.tags[0];
    if (!tag) throw new Error('the soup has a tag');
    expect(
      (await server.admin.put(`/api/organizers/tags/${tag.id}`, { name: 'Meatless' })).status,
    ).toBe(200);
    const afterTag = (await server.admin.get<Recipe>(`/api/recipes/${slug}`)).body;
    expect(afterTag.tags.map((t) => t.name)).toEqual(['Meatless']);
  });
});
