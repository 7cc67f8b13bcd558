import { describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type { OrganizerWithRecipes, ToolSummary } from '../../../server/contract/organizers';
import type { RecipeSummary } from '../../../server/contract/recipes';
import { contractErrors } from '../../helpers/contract';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();

interface Organizer {
  id: string;
  name: string;
  slug: string;
  groupId?: string;
  onHand?: boolean;
  recipes?: RecipeSummary[];
}

describe('categories', () => {
  it('creates (201, CategoryOut), reads, renames with a new slug and deletes', async () => {
    const created = await w.member.post<Organizer>('/api/organizers/categories', {
      name: 'Sunday Roasts',
    });
    expect(created.status).toBe(201);
    expect(contractErrors('CategoryOut', created.body)).toEqual([]);
    expect(created.body.slug).toBe('sunday-roasts');
    const { id } = created.body;

    const one = await w.member.get<Organizer>(`/api/organizers/categories/${id}`);
    expect(one.status).toBe(200);
    expect(contractErrors('CategorySummary', one.body)).toEqual([]);
    expect(one.body).toEqual({ id, name: 'Sunday Roasts', slug: 'sunday-roasts' });

    const renamed = await w.member.put<Organizer>(`/api/organizers/categories/${id}`, {
      name: 'Crème Roasts',
    });
    expect(renamed.status).toBe(200);
    expect(contractErrors('CategorySummary', renamed.body)).toEqual([]);
    expect(renamed.body.slug).toBe('creme-roasts');
    expect((await w.member.get(`/api/organizers/categories/slug/sunday-roasts`)).status).toBe(404);

    const deleted = await w.member.delete<Organizer>(`/api/organizers/categories/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id, name: 'Crème Roasts' });
    expect((await w.member.get(`/api/organizers/categories/${id}`)).status).toBe(404);
  });

  it('refuses a second category with the same slug in the group (400), not in another', async () => {
    const name = unique('Dupe ');
    expect((await w.member.post('/api/organizers/categories', { name })).status).toBe(201);
    const again = await w.member.post('/api/organizers/categories', { name: name.toUpperCase() });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ detail: { message: 'Category already exists' } });
    expect((await w.outsider.post('/api/organizers/categories', { name })).status).toBe(201);
    const list = await w.member.get<Paginated<Organizer>>(
      `/api/organizers/categories?search=${encodeURIComponent(name)}`,
    );
    expect(list.body.total).toBe(1);
  });

  it('shows a category by slug with its recipes, and empty categories', async () => {
    const name = unique('Brunch ');
    const recipe = await createRecipe(w.member, { name: unique('Eggs '), recipeCategory: [name] });
    const emptyName = unique('Unused ');
    const empty = await w.member.post<Organizer>('/api/organizers/categories', { name: emptyName });

    const category = recipe.recipeCategory[0];
    const bySlug = await w.member.get<OrganizerWithRecipes>(
      `/api/organizers/categories/slug/${category?.slug ?? ''}`,
    );
    expect(bySlug.status).toBe(200);
    // Mealie's RecipeCategoryResponse has the same fields as RecipeTagResponse.
    expect(contractErrors('RecipeTagResponse', bySlug.body)).toEqual([]);
    expect(bySlug.body.recipes.map((r) => r.slug)).toEqual([recipe.slug]);

    const emptyList = await w.member.get<Organizer[]>('/api/organizers/categories/empty');
    expect(emptyList.status).toBe(200);
    for (const item of emptyList.body) expect(contractErrors('CategoryBase', item)).toEqual([]);
    const ids = emptyList.body.map((c) => c.id);
    expect(ids).toContain(empty.body.id);
    expect(ids).not.toContain(category?.id);
  });
});

describe('tags', () => {
  it('creates (TagOut), reads and renames as RecipeTagResponse with recipes', async () => {
    const name = unique('Weeknight ');
    const recipe = await createRecipe(w.member, { name: unique('Stir Fry '), tags: [name] });
    const tag = recipe.tags[0];
    if (!tag) throw new Error('tag missing');

    const one = await w.member.get<OrganizerWithRecipes>(`/api/organizers/tags/${tag.id}`);
    expect(one.status).toBe(200);
    expect(contractErrors('RecipeTagResponse', one.body)).toEqual([]);
    expect(one.body.recipes.map((r) => r.id)).toEqual([recipe.id]);
    for (const r of one.body.recipes) expect(contractErrors('RecipeSummary', r)).toEqual([]);

    // Lists read organizers from memory while nothing is written: the rename below must show.
    const listed = await w.member.get<Paginated<RecipeSummary>>(
      `/api/recipes?search=${encodeURIComponent(name)}`,
    );
    expect(listed.body.items.map((r) => r.tags.map((t) => t.name))).toEqual([[name]]);

    const created = await w.member.post<Organizer>('/api/organizers/tags', { name: unique('T ') });
    expect(created.status).toBe(201);
    expect(contractErrors('TagOut', created.body)).toEqual([]);

    const renamed = await w.member.put<OrganizerWithRecipes>(`/api/organizers/tags/${tag.id}`, {
      name: 'Zesty Quickfire',
    });
    expect(renamed.status).toBe(200);
    expect(contractErrors('RecipeTagResponse', renamed.body)).toEqual([]);
    expect(renamed.body).toMatchObject({ name: 'Zesty Quickfire', slug: 'zesty-quickfire' });
    const bySlug = await w.member.get<OrganizerWithRecipes>(
      '/api/organizers/tags/slug/zesty-quickfire',
    );
    expect(contractErrors('RecipeTagResponse', bySlug.body)).toEqual([]);
    expect(bySlug.body.recipes.map((r) => r.id)).toEqual([recipe.id]);

    // The recipe shows the new name and its search index follows the rename.
    const reread = await w.member.get<{ tags: Organizer[] }>(`/api/recipes/${recipe.slug}`);
    expect(reread.body.tags.map((t) => t.name)).toEqual(['Zesty Quickfire']);
    const found = await w.member.get<Paginated<RecipeSummary>>('/api/recipes?search=quickfire');
    expect(found.body.items.map((r) => r.id)).toEqual([recipe.id]);
    expect(found.body.items.map((r) => r.tags.map((t) => t.name))).toEqual([['Zesty Quickfire']]);
    const old = await w.member.get<Paginated<RecipeSummary>>(
      `/api/recipes?search=${encodeURIComponent(name)}`,
    );
    expect(old.body.items.map((r) => r.id)).not.toContain(recipe.id);
  });

  it('deleting a tag removes it from its recipes and their search text', async () => {
    const name = unique('Smoky ');
    const recipe = await createRecipe(w.member, { name: unique('Ribs '), tags: [name] });
    const tagId = recipe.tags[0]?.id ?? '';
    expect((await w.member.delete(`/api/organizers/tags/${tagId}`)).status).toBe(200);
    const reread = await w.member.get<{ tags: Organizer[] }>(`/api/recipes/${recipe.slug}`);
    expect(reread.body.tags).toEqual([]);
    const found = await w.member.get<Paginated<RecipeSummary>>(
      `/api/recipes?search=${encodeURIComponent(name)}`,
    );
    expect(found.body.items).toEqual([]);
  });

  it('lists empty tags as a plain array', async () => {
    const created = await w.member.post<Organizer>('/api/organizers/tags', { name: unique('E ') });
    const empty = await w.member.get<Organizer[]>('/api/organizers/tags/empty');
    expect(empty.status).toBe(200);
    for (const item of empty.body) expect(contractErrors('TagBase', item)).toEqual([]);
    expect(empty.body.map((t) => t.id)).toContain(created.body.id);
  });
});

describe('tools', () => {
  it('creates, reads, updates onHand and deletes as RecipeTool', async () => {
    const created = await w.member.post<ToolSummary>('/api/organizers/tools', {
      name: 'Dutch Oven',
      onHand: true,
    });
    expect(created.status).toBe(201);
    expect(contractErrors('RecipeTool', created.body)).toEqual([]);
    expect(created.body).toMatchObject({ name: 'Dutch Oven', slug: 'dutch-oven', onHand: true });
    const { id } = created.body;

    const one = await w.member.get<ToolSummary>(`/api/organizers/tools/${id}`);
    expect(contractErrors('RecipeTool', one.body)).toEqual([]);
    const updated = await w.member.put<ToolSummary>(`/api/organizers/tools/${id}`, {
      name: 'Cast Iron Pot',
    });
    expect(updated.body).toEqual({
      id,
      name: 'Cast Iron Pot',
      slug: 'cast-iron-pot',
      onHand: false,
    });

    const deleted = await w.member.delete<ToolSummary>(`/api/organizers/tools/${id}`);
    expect(deleted.status).toBe(200);
    expect(contractErrors('RecipeTool', deleted.body)).toEqual([]);
    expect((await w.member.get(`/api/organizers/tools/${id}`)).status).toBe(404);
  });

  it('allows tools with the same name, each with its own slug', async () => {
    const name = unique('Whisk ');
    const first = await w.member.post<ToolSummary>('/api/organizers/tools', { name });
    const second = await w.member.post<ToolSummary>('/api/organizers/tools', { name });
    expect(second.status).toBe(201);
    expect(second.body.name).toBe(name);
    expect(second.body.slug).toBe(`${first.body.slug}-1`);
    const bySlug = await w.member.get<OrganizerWithRecipes>(
      `/api/organizers/tools/slug/${second.body.slug}`,
    );
    expect(bySlug.status).toBe(200);
    expect(contractErrors('RecipeToolResponse', bySlug.body)).toEqual([]);
    expect(bySlug.body.id).toBe(second.body.id);
    // Renaming a tool to its own name keeps its slug.
    const same = await w.member.put<ToolSummary>(`/api/organizers/tools/${first.body.id}`, {
      name,
    });
    expect(same.body.slug).toBe(first.body.slug);
  });

  it('shows a tool by slug with its recipes', async () => {
    const name = unique('Mandoline ');
    const recipe = await createRecipe(w.member, { name: unique('Gratin '), tools: [name] });
    const bySlug = await w.member.get<OrganizerWithRecipes>(
      `/api/organizers/tools/slug/${recipe.tools[0]?.slug ?? ''}`,
    );
    expect(contractErrors('RecipeToolResponse', bySlug.body)).toEqual([]);
    expect(bySlug.body.recipes.map((r) => r.id)).toEqual([recipe.id]);
  });
});
