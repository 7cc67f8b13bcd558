import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Recipe } from '../../../server/contract/recipes';
import type { RecipeShareToken, RecipeShareTokenSummary } from '../../../server/contract/sharing';
import { useAdminServer } from '../../helpers/admin-server';
import { contractErrors } from '../../helpers/contract';
import { otherGroupMember } from '../../helpers/recipe-actors';
import { createRecipe } from '../../helpers/two-groups';

const server = useAdminServer();
const day = 24 * 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('recipe share tokens', () => {
  it('creates, lists, reads and deletes a token; visitors read the recipe by it', async () => {
    const recipe = await createRecipe(server.admin, {
      name: 'Shared Stew',
      description: 'Hearty.',
    });
    const created = await server.admin.post<RecipeShareToken>('/api/shared/recipes', {
      recipeId: recipe.id,
    });
    expect(created.status).toBe(201);
    expect(contractErrors('RecipeShareToken', created.body)).toEqual([]);
    expect(created.body.recipe.slug).toBe(recipe.slug);
    const expires = new Date(created.body.expiresAt).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * day))).toBeLessThan(60_000);

    const listed = await server.admin.get<RecipeShareTokenSummary[]>(
      `/api/shared/recipes?recipe_id=${recipe.id}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.map((t) => t.id)).toEqual([created.body.id]);
    for (const token of listed.body) {
      expect(contractErrors('RecipeShareTokenSummary', token)).toEqual([]);
      expect(token).not.toHaveProperty('recipe');
    }

    const one = await server.admin.get<RecipeShareToken>(`/api/shared/recipes/${created.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body.recipe.name).toBe('Shared Stew');

    const visited = await server.t.visitor.get<Recipe>(`/api/recipes/shared/${created.body.id}`);
    expect(visited.status).toBe(200);
    expect(contractErrors('Recipe-Output', visited.body)).toEqual([]);
    expect(visited.body.description).toBe('Hearty.');

    const deleted = await server.admin.delete<RecipeShareToken>(
      `/api/shared/recipes/${created.body.id}`,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(created.body.id);
    expect((await server.t.visitor.get(`/api/recipes/shared/${created.body.id}`)).status).toBe(404);
    expect((await server.admin.get(`/api/shared/recipes/${created.body.id}`)).status).toBe(404);
  });

  it('takes an explicit expiry and refuses one in the past', async () => {
    const recipe = await createRecipe(server.admin, { name: 'Dated Dish' });
    const at = new Date(Date.now() + 2 * day).toISOString();
    const ok = await server.admin.post<RecipeShareToken>('/api/shared/recipes', {
      recipe_id: recipe.id,
      expires_at: at,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.expiresAt).toBe(at);
    const past = await server.admin.post('/api/shared/recipes', {
      recipeId: recipe.id,
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ detail: { error: true } });
  });

  it('refuses an expired token with the same 404 as an unknown one', async () => {
    const recipe = await createRecipe(server.admin, { name: 'Short Lived' });
    const soon = new Date(Date.now() + 60_000).toISOString();
    const token = await server.admin.post<RecipeShareToken>('/api/shared/recipes', {
      recipeId: recipe.id,
      expiresAt: soon,
    });
    expect((await server.t.visitor.get(`/api/recipes/shared/${token.body.id}`)).status).toBe(200);
    // Only Date is faked (the server runs in this process), so sockets and timers work as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 });
    const expired = await server.t.visitor.get(`/api/recipes/shared/${token.body.id}`);
    vi.useRealTimers();
    const unknown = await server.t.visitor.get(`/api/recipes/shared/${crypto.randomUUID()}`);
    expect(expired.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(expired.body).toEqual({ detail: 'Token Not Found' });
    expect(unknown.body).toEqual(expired.body);
  });

  it('keeps tokens inside the group', async () => {
    const recipe = await createRecipe(server.admin, { name: 'Family Secret' });
    const token = await server.admin.post<RecipeShareToken>('/api/shared/recipes', {
      recipeId: recipe.id,
    });
    const other = await otherGroupMember(server.t, server.admin);
    expect((await other.client.get(`/api/shared/recipes/${token.body.id}`)).status).toBe(404);
    expect((await other.client.delete(`/api/shared/recipes/${token.body.id}`)).status).toBe(404);
    const theirs = await other.client.get<RecipeShareTokenSummary[]>('/api/shared/recipes');
    expect(theirs.body).toEqual([]);
    const foreign = await other.client.post('/api/shared/recipes', { recipeId: recipe.id });
    expect(foreign.status).toBe(404);
    expect((await server.admin.get(`/api/shared/recipes/${token.body.id}`)).status).toBe(200);
  });

  it('needs a signed-in user to manage tokens and a UUID to read one', async () => {
    expect((await server.t.visitor.get('/api/shared/recipes')).status).toBe(401);
    expect(
      (await server.t.visitor.post('/api/shared/recipes', { recipeId: crypto.randomUUID() }))
        .status,
    ).toBe(401);
    expect((await server.t.visitor.get('/api/recipes/shared/not-a-uuid')).status).toBe(422);
  });
});
