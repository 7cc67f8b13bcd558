import { beforeAll, describe, expect, it } from 'vitest';

import { RecipeListQuery, type Recipe } from '../../../server/contract/recipes';
import { listRecipes } from '../../../server/services/recipes/recipe-search.service';
import { useAdminServer } from '../../helpers/admin-server';
import {
  createSearchRecipes,
  insertCookbook,
  listNames,
  openServiceContext,
  withServerDb,
  type SearchRecipeKey,
} from '../../helpers/recipe-fixtures';

const server = useAdminServer();
let kitchen: Record<SearchRecipeKey, Recipe>;
const names = (query: string) => listNames(server.admin, `perPage=-1&${query}`);
const sorted = async (query: string) => (await names(query)).sort();
const filter = (text: string) => sorted(`queryFilter=${encodeURIComponent(text)}`);

beforeAll(async () => {
  kitchen = await createSearchRecipes(server.admin);
});

describe('organizer and food filters', () => {
  it('takes categories by slug or id, any or all', async () => {
    const soupsId = kitchen.soup.recipeCategory[0]?.id ?? '';
    expect(await sorted('categories=soups')).toEqual(['Green Salad', 'Tomato Soup']);
    expect(await sorted(`categories=${soupsId}&categories=dinner`)).toEqual([
      'Green Salad',
      'Pasta Pomodoro',
      'Tomato Soup',
    ]);
    expect(await sorted('categories=soups&categories=dinner&requireAllCategories=true')).toEqual([
      'Green Salad',
    ]);
    expect(await sorted('categories=nothing-like-it')).toEqual([]);
    expect(await sorted('categories=soups&categories=nothing&requireAllCategories=true')).toEqual(
      [],
    );
  });

  it('takes tags and tools the same way', async () => {
    expect(await sorted('tags=quick&tags=french')).toEqual([
      'Crème Brûlée',
      'Pasta Pomodoro',
      'Tomato Soup',
    ]);
    expect(await sorted('tags=quick&tags=vegetarian&requireAllTags=true')).toEqual(['Tomato Soup']);
    expect(await sorted('tools=blender')).toEqual(['Green Salad', 'Tomato Soup']);
    expect(await sorted('tools=blender&tools=pot&requireAllTools=true')).toEqual(['Green Salad']);
    expect(await sorted('tools=blender&tools=pot&requireAllTools=false')).toEqual([
      'Green Salad',
      'Pasta Pomodoro',
      'Tomato Soup',
    ]);
  });

  it('takes foods by id or by name', async () => {
    const tomatoId = kitchen.soup.recipeIngredient[0]?.food?.id ?? '';
    expect(await sorted(`foods=${tomatoId}`)).toEqual(['Pasta Pomodoro', 'Tomato Soup']);
    expect(await sorted('foods=Tomato&foods=yeast')).toEqual([
      'Bread Loaf',
      'Pasta Pomodoro',
      'Tomato Soup',
    ]);
    expect(await sorted('foods=tomato&foods=pasta&requireAllFoods=true')).toEqual([
      'Pasta Pomodoro',
    ]);
  });

  it('combines filters with each other and with the search', async () => {
    expect(await sorted('tags=vegetarian&categories=dinner')).toEqual(['Green Salad']);
    expect(await sorted('tags=vegetarian&search=tomato')).toEqual(['Bread Loaf', 'Tomato Soup']);
  });
});

describe('cookbooks', () => {
  const organizer = (key: SearchRecipeKey, kind: 'recipeCategory' | 'tags' | 'tools', i = 0) =>
    kitchen[key][kind][i]?.id ?? '';

  let quickOrFrenchId = '';

  beforeAll(async () => {
    await withServerDb(server.t, (sqlite) => {
      const groupId = kitchen.soup.groupId;
      insertCookbook(sqlite, {
        groupId,
        slug: 'veggie-dinners',
        categories: [organizer('pasta', 'recipeCategory')],
        tags: [organizer('salad', 'tags')],
      });
      quickOrFrenchId = insertCookbook(sqlite, {
        groupId,
        slug: 'quick-or-french',
        isPublic: true,
        tags: [organizer('soup', 'tags'), organizer('creme', 'tags')],
        requireAll: false,
      });
    });
  });

  it('applies the cookbook’s organizers with its require-all flags, by slug or id', async () => {
    expect(await sorted('cookbook=veggie-dinners')).toEqual(['Green Salad']);
    expect(await sorted('cookbook=quick-or-french')).toEqual([
      'Crème Brûlée',
      'Pasta Pomodoro',
      'Tomato Soup',
    ]);
    expect(await sorted(`cookbook=${quickOrFrenchId}`)).toEqual(
      await sorted('cookbook=quick-or-french'),
    );
    expect(await sorted('cookbook=quick-or-french&search=soup')).toEqual(['Tomato Soup']);
  });

  it('in public-only mode (explore) lists public recipes and public cookbooks only', async () => {
    const ctx = openServiceContext(server.t);
    try {
      const list = (query: Record<string, string>) =>
        listRecipes(ctx, kitchen.soup.groupId, RecipeListQuery.parse(query), {
          publicOnly: true,
          path: '/api/explore/recipes/home',
        });
      const all = await list({ perPage: '2' });
      expect(all.total).toBe(4);
      expect(all.next).toBe('/api/explore/recipes/home?page=2&perPage=2&orderDirection=desc');
      expect((await list({ perPage: '-1' })).items.map((r) => r.name)).not.toContain('Green Salad');
      expect((await list({ cookbook: 'quick-or-french' })).total).toBe(3);
      await expect(list({ cookbook: 'veggie-dinners' })).rejects.toThrow('cookbook not found');
    } finally {
      await ctx.db.destroy();
    }
  });

  it('answers 404 with Mealie’s plain detail for an unknown cookbook', async () => {
    const res = await server.admin.get('/api/recipes?cookbook=no-such-book');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'cookbook not found' });
  });
});

describe('queryFilter', () => {
  it('filters on columns and relations', async () => {
    expect(await filter('name = "tomato soup"')).toEqual(['Tomato Soup']);
    expect(await filter('name LIKE "%loaf%" OR slug = "green-salad"')).toEqual([
      'Bread Loaf',
      'Green Salad',
    ]);
    expect(await filter('tags.slug CONTAINS ALL ["quick", "vegetarian"]')).toEqual(['Tomato Soup']);
    expect(await filter('recipeCategory.name IN ["Desserts", "Baking"]')).toEqual([
      'Bread Loaf',
      'Crème Brûlée',
    ]);
    expect(await filter('tools.name IS NULL')).toEqual(['Bread Loaf']);
    expect(await filter('tags.name <> "vegetarian" AND tools.slug NOT IN ["torch"]')).toEqual([
      'Pasta Pomodoro',
    ]);
    expect(await filter('recipe_ingredient.food.name = "YEAST"')).toEqual(['Bread Loaf']);
    expect(await filter('settings.public = false')).toEqual(['Green Salad']);
    expect(await filter(`user_id = "${kitchen.soup.userId}" AND name NOT LIKE "%a%"`)).toEqual([
      'Crème Brûlée',
    ]);
  });

  it('compares dates as ISO strings', async () => {
    const created = kitchen.bread.createdAt;
    expect(await filter(`created_at > "${created}"`)).toEqual(['Green Salad', 'Pasta Pomodoro']);
    expect(await filter(`createdAt <= "${created}" AND date_added >= "2000-01-01"`)).toEqual([
      'Bread Loaf',
      'Crème Brûlée',
      'Tomato Soup',
    ]);
  });

  it('binds values, so quotes inside them are just text', async () => {
    expect(await filter('name = "x\\" OR 1=1 --"')).toEqual([]);
    expect(await filter('name = "Tomato Soup\\" OR \\"1\\"=\\"1"')).toEqual([]);
  });

  it('answers 400 with a plain-string detail when invalid', async () => {
    for (const text of ['nope = 1', 'name = "a" OR', 'rating > "high"', 'name = "x" OR 1=1 --"']) {
      const res = await server.admin.get(`/api/recipes?queryFilter=${encodeURIComponent(text)}`);
      expect(res.status).toBe(400);
      expect(typeof (res.body as { detail: unknown }).detail).toBe('string');
    }
    const res = await server.admin.get('/api/recipes?queryFilter=nope%20%3D%201');
    expect(res.body).toEqual({ detail: 'Invalid query filter: unknown attribute "nope"' });
  });
});

describe('ordering', () => {
  beforeAll(async () => {
    await withServerDb(server.t, (sqlite) => {
      const set = sqlite.prepare('UPDATE recipes SET rating = ?, last_made = ? WHERE id = ?');
      set.run(5, '2024-05-01T18:00:00.000Z', kitchen.bread.id);
      set.run(3, '2024-06-01T18:00:00.000Z', kitchen.soup.id);
    });
  });

  it('sorts by columns in both directions, case-insensitively, with comma lists', async () => {
    expect(await names('orderBy=name&orderDirection=asc')).toEqual([
      'Bread Loaf',
      'Crème Brûlée',
      'Green Salad',
      'Pasta Pomodoro',
      'Tomato Soup',
    ]);
    expect(await listNames(server.admin, 'orderBy=created_at:asc&perPage=2')).toEqual([
      'Tomato Soup',
      'Crème Brûlée',
    ]);
    expect(await names('orderBy=rating:desc,name:asc&orderByNullPosition=last')).toEqual([
      'Bread Loaf',
      'Tomato Soup',
      'Crème Brûlée',
      'Green Salad',
      'Pasta Pomodoro',
    ]);
  });

  it('puts nulls first or last on request', async () => {
    const last = await names('orderBy=lastMade&orderDirection=asc&orderByNullPosition=last');
    expect(last.slice(0, 2)).toEqual(['Bread Loaf', 'Tomato Soup']);
    const first = await names('orderBy=last_made&orderDirection=desc&orderByNullPosition=first');
    expect(first.slice(3)).toEqual(['Tomato Soup', 'Bread Loaf']);
  });

  it('shuffles the same way for the same seed and pages through one shuffle', async () => {
    const order = (seed: string) => names(`orderBy=random&paginationSeed=${seed}`);
    const once = await order('alpha');
    expect(await order('alpha')).toEqual(once);
    expect([...once].sort()).toEqual(await sorted(''));
    const paged: string[] = [];
    for (const page of [1, 2, 3]) {
      paged.push(
        ...(await listNames(
          server.admin,
          `orderBy=random&paginationSeed=alpha&perPage=2&page=${page}`,
        )),
      );
    }
    expect(paged).toEqual(once);
    const others = await Promise.all(['b', 'c', 'd', 'e', 'f'].map(order));
    expect(others.some((other) => other.join() !== once.join())).toBe(true);
  });

  it('needs a seed for random order', async () => {
    const res = await server.admin.get('/api/recipes?orderBy=random');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'paginationSeed is required when orderBy is random' });
  });
});
