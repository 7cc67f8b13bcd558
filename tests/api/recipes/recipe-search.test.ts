import { beforeAll, describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type { Recipe, RecipeSummary } from '../../../server/contract/recipes';
import { useAdminServer } from '../../helpers/admin-server';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { createSearchRecipes, listNames } from '../../helpers/recipe-fixtures';
import { unique } from '../../helpers/test-server';

const server = useAdminServer();
let kitchen: Record<string, Recipe>;
const names = (query: string) => listNames(server.admin, query);
const search = (text: string) => names(`search=${encodeURIComponent(text)}`);

beforeAll(async () => {
  kitchen = await createSearchRecipes(server.admin);
});

describe('GET /api/recipes search', () => {
  it('matches every word as a prefix, in any case', async () => {
    expect(await search('tom sou')).toEqual(['Tomato Soup', 'Bread Loaf']);
    expect(await search('TOMATO soup')).toEqual(['Tomato Soup', 'Bread Loaf']);
    expect(await search('tomato salad')).toEqual([]);
  });

  it('ignores accents on both sides', async () => {
    expect(await search('creme')).toEqual(['Crème Brûlée']);
    expect(await search('BRÛLÉE')).toEqual(['Crème Brûlée']);
    expect(await search('crème brul')).toEqual(['Crème Brûlée']);
  });

  it('ranks a match in the name before one in the description or ingredients', async () => {
    // "tomato": the soup's name, the bread's description, the pasta's ingredients
    expect(await search('tomato')).toEqual(['Tomato Soup', 'Bread Loaf', 'Pasta Pomodoro']);
    // "soup": the soup's name, the bread's description, the salad's category "Soups"
    const soup = await search('soup');
    expect(soup[0]).toBe('Tomato Soup');
    expect(soup.slice(1).sort()).toEqual(['Bread Loaf', 'Green Salad']);
  });

  it('finds ingredient, instruction, note, tag and category text', async () => {
    expect(await search('yeast')).toEqual(['Bread Loaf']);
    expect(await search('knead')).toEqual(['Bread Loaf']);
    expect(await search('marzano')).toEqual(['Pasta Pomodoro']);
    expect(await search('italian')).toEqual(['Pasta Pomodoro']);
    expect(await search('desserts')).toEqual(['Crème Brûlée']);
  });

  it('keeps double-quoted text together as a phrase', async () => {
    expect(await search('"tomato soup"')).toEqual(['Tomato Soup', 'Bread Loaf']);
    expect(await search('"soup tomato"')).toEqual([]);
    expect(await search('"well with tom"')).toEqual(['Bread Loaf']);
  });

  it('treats FTS syntax as plain words', async () => {
    expect(await search('"tomato" OR NEAR(x)')).toEqual([]);
    expect(await search('tomato*  -soup^')).toEqual(['Tomato Soup', 'Bread Loaf']);
    expect(await search('name:bread')).toEqual([]);
    expect(await search('{name}: bread')).toEqual([]);
    expect(await search('bread: {loaf}')).toEqual(['Bread Loaf']);
    expect(await search('!!!')).toHaveLength(5);
  });

  it('follows an explicit orderBy over relevance', async () => {
    expect(await names('search=tomato&orderBy=name&orderDirection=asc')).toEqual([
      'Bread Loaf',
      'Pasta Pomodoro',
      'Tomato Soup',
    ]);
  });
});

describe('GET /api/recipes envelope', () => {
  it('is a Mealie page of recipe summaries, newest first by default', async () => {
    const res = await server.admin.get<Paginated<RecipeSummary>>('/api/recipes?perPage=2');
    expect(res.status).toBe(200);
    expect(contractErrors('PaginationBase_RecipeSummary_', res.body)).toEqual([]);
    expect(res.body).toMatchObject({ page: 1, per_page: 2, total: 5, total_pages: 3 });
    expect(res.body.items.map((r) => r.name)).toEqual(['Green Salad', 'Pasta Pomodoro']);
    expect(res.body.items[1]).toMatchObject({
      id: kitchen.pasta?.id,
      slug: 'pasta-pomodoro',
      tags: [
        { name: 'Italian', slug: 'italian' },
        { name: 'Quick', slug: 'quick' },
      ],
      tools: [{ name: 'Pot', slug: 'pot', onHand: false }],
      recipeCategory: [{ name: 'Dinner', slug: 'dinner' }],
    });
    expect(res.body.next).toBe('/api/recipes?page=2&perPage=2&orderDirection=desc');
    expect(res.body.previous).toBeNull();
  });

  it('pages with page -1 and perPage -1 and keeps the search in the links', async () => {
    expect(await names('perPage=2&page=-1')).toEqual(['Tomato Soup']);
    const all = await server.admin.get<Paginated<RecipeSummary>>('/api/recipes?perPage=-1');
    expect(all.body).toMatchObject({ per_page: 5, total_pages: 1, next: null });
    const first = await server.admin.get<Paginated<RecipeSummary>>(
      '/api/recipes?search=tomato&perPage=1',
    );
    expect(first.body.next).toBe('/api/recipes?page=2&perPage=1&orderDirection=desc&search=tomato');
    const second = await server.admin.get<Paginated<RecipeSummary>>(first.body.next ?? '');
    expect(second.body.items.map((r) => r.name)).toEqual(['Bread Loaf']);
  });

  it('counts right whether the page is full, partial, past the end or empty', async () => {
    const page = async (query: string) => {
      const res = await server.admin.get<Paginated<RecipeSummary>>(`/api/recipes?${query}`);
      return { total: res.body.total, pages: res.body.total_pages, items: res.body.items.length };
    };
    expect(await page('perPage=2&page=3')).toEqual({ total: 5, pages: 3, items: 1 });
    expect(await page('perPage=2&page=9')).toEqual({ total: 5, pages: 3, items: 0 });
    expect(await page('perPage=10')).toEqual({ total: 5, pages: 1, items: 5 });
    expect(await page('search=nothingatall')).toEqual({ total: 0, pages: 0, items: 0 });
    expect(await page('search=tomato&perPage=2&page=2')).toEqual({ total: 3, pages: 2, items: 1 });
  });

  it('checks its query: 422 for bad types, 400 with a plain detail for bad sort keys', async () => {
    expect((await server.admin.get('/api/recipes?perPage=many')).status).toBe(422);
    expect((await server.admin.get('/api/recipes?requireAllTags=perhaps')).status).toBe(422);
    const badKey = await server.admin.get('/api/recipes?orderBy=password');
    expect(badKey.status).toBe(400);
    expect(badKey.body).toEqual({ detail: 'Invalid order_by key: password' });
  });
});

describe('who sees which recipes', () => {
  let other: ApiClient;

  beforeAll(async () => {
    const groupName = unique('Elsewhere');
    await server.admin.post('/api/admin/groups', { name: groupName });
    other = (await server.t.createMember(server.admin, { group: groupName })).client;
    await other.post('/api/recipes/create', { name: 'Tomato Secret', tags: ['Quick'] });
  });

  it('lists only the caller’s group', async () => {
    expect(await search('tomato')).not.toContain('Tomato Secret');
    expect(await names('tags=quick&perPage=-1')).toEqual(['Pasta Pomodoro', 'Tomato Soup']);
    expect(await listNames(other, 'search=tom')).toEqual(['Tomato Secret']);
    expect(await listNames(other, 'perPage=-1')).toEqual(['Tomato Secret']);
  });

  it('does not resolve another group’s organizers or cookbooks', async () => {
    const soupsId = kitchen.soup?.recipeCategory[0]?.id ?? '';
    expect(await listNames(other, `categories=${soupsId}`)).toEqual([]);
    expect(await listNames(other, 'categories=soups')).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await server.t.visitor.get('/api/recipes');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Could not validate credentials' });
    expect((await server.t.visitor.get('/api/recipes/category?categories=soups')).status).toBe(401);
  });
});

describe('GET /api/recipes/category', () => {
  it('answers a plain array of the recipes in any of the categories', async () => {
    const res = await server.admin.get<RecipeSummary[]>(
      '/api/recipes/category?categories=soups&categories=desserts',
    );
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.name)).toEqual(['Green Salad', 'Crème Brûlée', 'Tomato Soup']);
    for (const item of res.body) expect(contractErrors('RecipeSummary', item)).toEqual([]);
  });
});
