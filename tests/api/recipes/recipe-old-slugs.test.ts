import { describe, expect, it } from 'vitest';

import type { RecipeCommentOut } from '../../../server/contract/comments';
import type { Recipe } from '../../../server/contract/recipes';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const s = useTwoGroups();

async function rename(slug: string, name: string): Promise<Recipe> {
  const res = await s.admin.request<Recipe>('PATCH', `/api/recipes/${slug}`, { json: { name } });
  expect(res.status).toBe(200);
  return res.body;
}

describe('a renamed recipe keeps its old slugs', () => {
  it('answers the recipe, with its new slug, at every slug it had', async () => {
    const base = unique('Soup ');
    const recipe = await createRecipe(s.admin, { name: base });
    const second = await rename(recipe.slug, `${base} Deluxe`);
    const third = await rename(second.slug, `${base} Supreme`);
    expect(third.slug).not.toBe(recipe.slug);
    for (const slug of [recipe.slug, second.slug, third.slug]) {
      const res = await s.admin.get<Recipe>(`/api/recipes/${slug}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: recipe.id, slug: third.slug });
    }
    // Routes under the slug follow too: comments on the old address land on the recipe.
    const posted = await s.member.post<RecipeCommentOut>('/api/comments', {
      recipeId: recipe.id,
      text: 'Still good',
    });
    expect(posted.status).toBe(201);
    const comments = await s.member.get<RecipeCommentOut[]>(`/api/recipes/${recipe.slug}/comments`);
    expect(comments.status).toBe(200);
    expect(comments.body.map((comment) => comment.text)).toEqual(['Still good']);
    // Other households still see nothing, old slug or new.
    expect((await s.outsider.get(`/api/recipes/${recipe.slug}`)).status).toBe(404);
    expect((await s.outsider.get(`/api/recipes/${third.slug}`)).status).toBe(404);
  });

  it('lets a new recipe take an old slug, and the new one wins', async () => {
    const name = unique('Stew ');
    const first = await createRecipe(s.admin, { name });
    await rename(first.slug, `${name} Classic`);
    const taker = await createRecipe(s.admin, { name });
    expect(taker.slug).toBe(first.slug);
    expect(taker.id).not.toBe(first.id);
    expect((await s.admin.get<Recipe>(`/api/recipes/${first.slug}`)).body.id).toBe(taker.id);
    // Renaming the taker away leaves the slug with the taker, not with the first recipe.
    await rename(taker.slug, `${name} Modern`);
    expect((await s.admin.get<Recipe>(`/api/recipes/${first.slug}`)).body.id).toBe(taker.id);
  });

  it('renaming back to an old slug and deleting the recipe leave no stale answers', async () => {
    const name = unique('Pie ');
    const recipe = await createRecipe(s.admin, { name });
    const renamed = await rename(recipe.slug, `${name} Two`);
    const back = await rename(renamed.slug, name);
    expect(back.slug).toBe(recipe.slug);
    expect((await s.admin.get<Recipe>(`/api/recipes/${renamed.slug}`)).body.slug).toBe(recipe.slug);
    expect((await s.admin.delete(`/api/recipes/${recipe.slug}`)).status).toBe(200);
    expect((await s.admin.get(`/api/recipes/${recipe.slug}`)).status).toBe(404);
    expect((await s.admin.get(`/api/recipes/${renamed.slug}`)).status).toBe(404);
  });
});
