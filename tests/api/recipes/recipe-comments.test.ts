import { beforeAll, describe, expect, it } from 'vitest';

import type { RecipeCommentOut } from '../../../server/contract/comments';
import type { Paginated } from '../../../server/contract/common';
import type { Recipe } from '../../../server/contract/recipes';
import type { UserOut } from '../../../server/contract/users';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const s = useTwoGroups();
let author: ApiClient;
let authorUser: UserOut;

beforeAll(async () => {
  const made = await s.t.createMember(s.admin);
  author = made.client;
  authorUser = made.user;
});

type Role = 'author' | 'admin' | 'member' | 'outsider' | 'visitor';
const client = (role: Role): ApiClient =>
  role === 'author' ? author : role === 'visitor' ? s.visitor : s[role];
const newRecipe = () => createRecipe(s.admin, { name: unique('Comment dish ') });
const comment = (recipe: Recipe, text = 'Needs more salt') =>
  author.post<RecipeCommentOut>('/api/comments', { recipeId: recipe.id, text });

describe('comments', () => {
  it('creates (201), reads and lists comments in Mealie’s shapes', async () => {
    const recipe = await newRecipe();
    const created = await comment(recipe);
    expect(created.status).toBe(201);
    expect(contractErrors('RecipeCommentOut-Output', created.body)).toEqual([]);
    expect(created.body).toMatchObject({
      recipeId: recipe.id,
      text: 'Needs more salt',
      userId: authorUser.id,
      user: { id: authorUser.id, username: authorUser.username, admin: false },
    });
    const second = await s.member.post<RecipeCommentOut>(`/api/recipes/${recipe.slug}/comments`, {
      text: 'Agreed',
    });
    expect(second.status).toBe(201);

    const onRecipe = await s.member.get<RecipeCommentOut[]>(`/api/recipes/${recipe.slug}/comments`);
    expect(onRecipe.body.map((c) => c.text)).toEqual(['Needs more salt', 'Agreed']);
    for (const item of onRecipe.body) {
      expect(contractErrors('RecipeCommentOut-Output', item)).toEqual([]);
    }
    const filter = encodeURIComponent(`recipe_id="${recipe.id}"`);
    const page = await s.member.get<Paginated<RecipeCommentOut>>(
      `/api/comments?queryFilter=${filter}&orderBy=created_at&orderDirection=asc`,
    );
    expect(page.status).toBe(200);
    expect(contractErrors('RecipeCommentPagination', page.body)).toEqual([]);
    expect(page.body.items.map((c) => c.text).sort()).toEqual(['Agreed', 'Needs more salt']);
    const one = await s.admin.get<RecipeCommentOut>(`/api/comments/${created.body.id}`);
    expect(one.body.text).toBe('Needs more salt');
    const recipeOut = await s.admin.get<Recipe>(`/api/recipes/${recipe.slug}`);
    expect(recipeOut.body.comments.map((c) => c.text).sort()).toEqual([
      'Agreed',
      'Needs more salt',
    ]);
  });

  it('refuses empty and overlong text', async () => {
    const recipe = await newRecipe();
    expect((await comment(recipe, '   ')).status).toBe(422);
    expect((await comment(recipe, 'x'.repeat(10_001))).status).toBe(422);
    expect((await comment(recipe, 'x'.repeat(10_000))).status).toBe(201);
  });

  const updates: [Role, number][] = [
    ['visitor', 401],
    ['outsider', 404],
    ['member', 403],
    ['admin', 200],
    ['author', 200],
  ];
  it.each(updates)('lets %s update a comment: %i', async (role, status) => {
    const recipe = await newRecipe();
    const id = (await comment(recipe)).body.id;
    const res = await client(role).put<RecipeCommentOut>(`/api/comments/${id}`, {
      id,
      text: 'Edited',
    });
    expect(res.status).toBe(status);
    if (status === 200) expect(contractErrors('RecipeCommentOut-Output', res.body)).toEqual([]);
    const after = await s.admin.get<RecipeCommentOut>(`/api/comments/${id}`);
    expect(after.body.text).toBe(status === 200 ? 'Edited' : 'Needs more salt');
  });

  it.each(updates)('lets %s delete a comment: %i', async (role, status) => {
    const recipe = await newRecipe();
    const id = (await comment(recipe)).body.id;
    const res = await client(role).delete(`/api/comments/${id}`);
    expect(res.status).toBe(status);
    if (status === 200) {
      expect(contractErrors('SuccessResponse', res.body)).toEqual([]);
      expect(res.body).toMatchObject({ error: false });
    }
    expect((await s.admin.get(`/api/comments/${id}`)).status).toBe(status === 200 ? 404 : 200);
  });

  it('edits and deletes under the recipe path, only for that recipe', async () => {
    const recipe = await newRecipe();
    const other = await newRecipe();
    const id = (await comment(recipe)).body.id;
    const wrong = await author.put(`/api/recipes/${other.slug}/comments/${id}`, { text: 'x' });
    expect(wrong.status).toBe(404);
    const right = await author.put<RecipeCommentOut>(`/api/recipes/${recipe.slug}/comments/${id}`, {
      text: 'Better',
    });
    expect(right.body.text).toBe('Better');
    expect((await s.member.delete(`/api/recipes/${recipe.slug}/comments/${id}`)).status).toBe(403);
    const gone = await author.delete(`/api/recipes/${recipe.slug}/comments/${id}`);
    expect(gone.status).toBe(200);
    expect(contractErrors('SuccessResponse', gone.body)).toEqual([]);
  });

  it('refuses a body id that is not the path’s', async () => {
    const recipe = await newRecipe();
    const id = (await comment(recipe)).body.id;
    const res = await author.put(`/api/comments/${id}`, { id: recipe.id, text: 'x' });
    expect(res.status).toBe(400);
  });

  it('keeps comments inside the recipe’s group', async () => {
    const recipe = await newRecipe();
    const id = (await comment(recipe)).body.id;
    const post = await s.outsider.post('/api/comments', { recipeId: recipe.id, text: 'Hi' });
    expect(post.status).toBe(404);
    expect((await s.outsider.get(`/api/recipes/${recipe.slug}/comments`)).status).toBe(404);
    expect((await s.outsider.get(`/api/comments/${id}`)).status).toBe(404);
    const theirs = await s.outsider.get<Paginated<RecipeCommentOut>>('/api/comments?perPage=-1');
    expect(theirs.body.items.some((c) => c.recipeId === recipe.id)).toBe(false);
    expect((await s.visitor.get('/api/comments')).status).toBe(401);
    expect((await s.visitor.get(`/api/recipes/${recipe.slug}/comments`)).status).toBe(401);
  });
});
