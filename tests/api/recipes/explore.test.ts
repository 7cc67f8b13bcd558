import { beforeAll, describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type { RecipeCookBook } from '../../../server/contract/cookbooks';
import type { GroupSummary } from '../../../server/contract/groups';
import type { FoodOut } from '../../../server/contract/organizers';
import type { Recipe, RecipeSummary } from '../../../server/contract/recipes';
import { useAdminServer } from '../../helpers/admin-server';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { otherGroupMember } from '../../helpers/recipe-actors';
import { createRecipe } from '../../helpers/two-groups';
import { insertCookbook, withServerDb } from '../../helpers/recipe-fixtures';

const server = useAdminServer();

interface Kitchen {
  home: GroupSummary;
  soup: Recipe;
  stew: Recipe;
  secret: Recipe;
  other: { client: ApiClient; group: GroupSummary; recipe: Recipe };
  cookbooks: { open: string; closed: string };
}
const k = {} as Kitchen;

async function setPreferences(group: GroupSummary, privateGroup: boolean, recipePublic: boolean) {
  const res = await server.admin.put(`/api/admin/groups/${group.id}`, {
    id: group.id,
    name: group.name,
    preferences: { privateGroup, recipePublic },
  });
  expect(res.status).toBe(200);
}

const visit = <T>(path: string) => server.t.visitor.get<T>(path);
const page = async <T>(path: string) => {
  const res = await visit<Paginated<T>>(path);
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  k.home = (await server.admin.get<GroupSummary>('/api/groups/self')).body;
  await setPreferences(k.home, false, true);
  const common = { recipeCategory: ['Mains'], tools: ['Pot'], settings: { public: true } };
  k.soup = await createRecipe(server.admin, {
    ...common,
    name: 'Open Soup',
    tags: ['Warm'],
    recipeIngredient: [{ food: 'carrot' }],
  });
  k.stew = await createRecipe(server.admin, { ...common, name: 'Open Stew', tags: ['Hearty'] });
  k.secret = await createRecipe(server.admin, {
    ...common,
    name: 'Secret Sauce',
    tags: ['Warm'],
    settings: { public: false },
  });
  const other = await otherGroupMember(server.t, server.admin);
  const recipe = await createRecipe(other.client, {
    name: 'Neighbour Pie',
    recipeCategory: ['Pies'],
    tags: ['Warm'],
    tools: ['Oven'],
    recipeIngredient: [{ food: 'apple' }],
    settings: { public: true },
  });
  k.other = { client: other.client, group: other.group, recipe };
  const warm = k.soup.tags[0]?.id ?? '';
  await withServerDb(server.t, (sqlite) => {
    k.cookbooks = {
      open: insertCookbook(sqlite, {
        groupId: k.home.id,
        slug: 'warm-things',
        isPublic: true,
        tags: [warm],
      }),
      closed: insertCookbook(sqlite, { groupId: k.home.id, slug: 'hidden-book', tags: [warm] }),
    };
  });
});

describe('explorable groups', () => {
  it('answers a private group exactly like an unknown slug, on every explore path', async () => {
    const paths = (slug: string) => [
      `/api/explore/recipes/${slug}`,
      `/api/explore/recipes/${slug}/${k.other.recipe.slug}`,
      `/api/explore/foods/${slug}`,
      `/api/explore/cookbooks/${slug}`,
      `/api/explore/organizers/${slug}/categories`,
      `/api/explore/organizers/${slug}/tags`,
      `/api/explore/organizers/${slug}/tools`,
    ];
    for (const slug of [k.other.group.slug, 'no-such-group']) {
      for (const path of paths(slug)) {
        const res = await visit(path);
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status: 404,
          body: { detail: 'group not found' },
        });
      }
    }
  });

  it('hides a public group whose recipes are not public', async () => {
    await setPreferences(k.home, false, false);
    try {
      expect((await visit(`/api/explore/recipes/${k.home.slug}`)).status).toBe(404);
    } finally {
      await setPreferences(k.home, false, true);
    }
  });
});

describe('explore recipes', () => {
  it('lists only the public recipes of the group, to visitors', async () => {
    const body = await page<RecipeSummary>(
      `/api/explore/recipes/${k.home.slug}?orderBy=name&orderDirection=asc`,
    );
    expect(contractErrors('PaginationBase_RecipeSummary_', body)).toEqual([]);
    expect(body.items.map((r) => r.name)).toEqual(['Open Soup', 'Open Stew']);
    const tagged = await page<RecipeSummary>(`/api/explore/recipes/${k.home.slug}?tags=warm`);
    expect(tagged.items.map((r) => r.name)).toEqual(['Open Soup']);
    const paged = await page<RecipeSummary>(`/api/explore/recipes/${k.home.slug}?perPage=1`);
    expect(paged.next).toMatch(new RegExp(`^/api/explore/recipes/${k.home.slug}\\?page=2`));
  });

  it('reads a public recipe and 404s private and foreign ones', async () => {
    const res = await visit<Recipe>(`/api/explore/recipes/${k.home.slug}/${k.soup.slug}`);
    expect(res.status).toBe(200);
    expect(contractErrors('Recipe-Output', res.body)).toEqual([]);
    for (const slug of [k.secret.slug, k.other.recipe.slug, k.other.recipe.id]) {
      const hidden = await visit(`/api/explore/recipes/${k.home.slug}/${slug}`);
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual({ detail: 'recipe not found' });
    }
  });
});

describe('explore foods and organizers', () => {
  it('lists and reads the group’s foods only', async () => {
    const body = await page<FoodOut>(`/api/explore/foods/${k.home.slug}`);
    expect(contractErrors('PaginationBase_IngredientFood_', body)).toEqual([]);
    const names = body.items.map((f) => f.name);
    expect(names).toContain('carrot');
    expect(names).not.toContain('apple');
    const carrot = body.items.find((f) => f.name === 'carrot');
    const one = await visit<FoodOut>(`/api/explore/foods/${k.home.slug}/${carrot?.id ?? ''}`);
    expect(contractErrors('IngredientFood', one.body)).toEqual([]);
    const apple = k.other.recipe.recipeIngredient[0]?.food?.id ?? '';
    expect((await visit(`/api/explore/foods/${k.home.slug}/${apple}`)).body).toEqual({
      detail: 'food not found',
    });
  });

  const organizerCases: [string, string, string, string, (r: Recipe) => { id: string }[]][] = [
    [
      'categories',
      'PaginationBase_RecipeCategory_',
      'CategoryOut',
      'category',
      (r) => r.recipeCategory,
    ],
    ['tags', 'PaginationBase_RecipeTag_', 'TagOut', 'tag', (r) => r.tags],
    ['tools', 'PaginationBase_RecipeTool_', 'RecipeToolOut', 'tool', (r) => r.tools],
  ];
  it.each(organizerCases)(
    'lists and reads %s',
    async (kind, listSchema, itemSchema, singular, linked) => {
      const base = `/api/explore/organizers/${k.home.slug}/${kind}`;
      const body = await page<{ id: string; name: string }>(base);
      expect(contractErrors(listSchema, body)).toEqual([]);
      expect(body.items.length).toBeGreaterThan(0);
      const first = body.items[0];
      const one = await visit(`${base}/${first?.id ?? ''}`);
      expect(one.status).toBe(200);
      expect(contractErrors(itemSchema, one.body)).toEqual([]);
      const theirs = linked(k.other.recipe)[0]?.id ?? '';
      expect((await visit(`${base}/${theirs}`)).body).toEqual({ detail: `${singular} not found` });
      expect(body.items.map((o) => o.id)).not.toContain(theirs);
    },
  );
});

describe('explore cookbooks', () => {
  it('lists public cookbooks only', async () => {
    const body = await page<{ slug: string }>(`/api/explore/cookbooks/${k.home.slug}`);
    expect(contractErrors('PaginationBase_ReadCookBook_', body)).toEqual([]);
    expect(body.items.map((c) => c.slug)).toEqual(['warm-things']);
  });

  it('reads a public cookbook by slug or id with its public recipes', async () => {
    for (const ref of ['warm-things', k.cookbooks.open]) {
      const res = await visit<RecipeCookBook>(`/api/explore/cookbooks/${k.home.slug}/${ref}`);
      expect(res.status).toBe(200);
      expect(contractErrors('RecipeCookBook', res.body)).toEqual([]);
      expect(res.body.tags.map((t) => t.name)).toEqual(['Warm']);
      expect(res.body.recipes.map((r) => r.name)).toEqual(['Open Soup']);
    }
  });

  it('404s a private cookbook, as a page and as a recipe filter', async () => {
    for (const ref of ['hidden-book', k.cookbooks.closed]) {
      const res = await visit(`/api/explore/cookbooks/${k.home.slug}/${ref}`);
      expect(res.body).toEqual({ detail: 'cookbook not found' });
      const filtered = await visit(`/api/explore/recipes/${k.home.slug}?cookbook=${ref}`);
      expect(filtered.status).toBe(404);
    }
  });
});
