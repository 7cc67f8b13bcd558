import { beforeAll, describe, expect, it } from 'vitest';

import type { AppStatistics } from '../../../server/contract/app';
import type { Paginated } from '../../../server/contract/common';
import type { OrganizerSummary } from '../../../server/contract/organizers';
import type { RecipeSummary } from '../../../server/contract/recipes';
import { contractErrors } from '../../helpers/contract';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();
const schemaOf = {
  categories: 'RecipeCategoryPagination',
  tags: 'RecipeTagPagination',
  tools: 'RecipeToolPagination',
} as const;
const kinds = ['categories', 'tags', 'tools'] as const;

beforeAll(async () => {
  for (const kind of kinds) {
    for (const name of ['Apple Pie', 'Pineapple', 'Banana', 'Cherry 50%']) {
      const res = await w.member.post(`/api/organizers/${kind}`, { name });
      if (res.status !== 201) throw new Error(`${kind} ${name}: ${res.status}`);
    }
  }
});

const list = (kind: string, query: string) =>
  w.member.get<Paginated<OrganizerSummary>>(`/api/organizers/${kind}?${query}`);

describe.each(kinds)('GET /api/organizers/%s', (kind) => {
  it('pages in Mealie’s envelope, ordered by name', async () => {
    const first = await list(kind, 'perPage=3&orderBy=name&orderDirection=asc');
    expect(first.status).toBe(200);
    expect(contractErrors(schemaOf[kind], first.body)).toEqual([]);
    expect(first.body).toMatchObject({ page: 1, per_page: 3, total: 4, total_pages: 2 });
    expect(first.body.items.map((o) => o.name)).toEqual(['Apple Pie', 'Banana', 'Cherry 50%']);
    expect(first.body.next).toContain('page=2');
    const desc = await list(kind, 'perPage=-1&orderBy=name&orderDirection=desc');
    expect(desc.body.items.map((o) => o.name)).toEqual([
      'Pineapple',
      'Cherry 50%',
      'Banana',
      'Apple Pie',
    ]);
  });

  it('searches names without regard to case, exact and prefix matches first', async () => {
    const found = await list(kind, 'search=APPLE');
    expect(found.body.items.map((o) => o.name)).toEqual(['Apple Pie', 'Pineapple']);
    expect((await list(kind, 'search=pie%20apple')).body.items.map((o) => o.name)).toEqual([
      'Apple Pie',
    ]);
    // LIKE wildcards in the search are plain characters.
    expect((await list(kind, 'search=%25')).body.items.map((o) => o.name)).toEqual(['Cherry 50%']);
    const paged = await list(kind, 'search=apple&perPage=1');
    expect(paged.body.next).toContain('search=apple');
  });

  it('filters with queryFilter and refuses bad filters and sort keys with 400', async () => {
    const filtered = await list(kind, `queryFilter=${encodeURIComponent('name LIKE "%an%"')}`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.items.map((o) => o.name).sort()).toEqual(['Banana']);
    const bad = await list(kind, `queryFilter=${encodeURIComponent('password = "x"')}`);
    expect(bad.status).toBe(400);
    expect(typeof (bad.body as unknown as { detail: unknown }).detail).toBe('string');
    expect((await list(kind, 'orderBy=group_id')).status).toBe(400);
    expect((await list(kind, 'perPage=lots')).status).toBe(422);
  });

  it('shows each group only its own organizers', async () => {
    const theirs = await w.outsider.get<Paginated<OrganizerSummary>>(`/api/organizers/${kind}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.items.map((o) => o.name)).not.toContain('Banana');
  });
});

describe('organizers: permissions, isolation and bad input', () => {
  it('answers visitors with 401 on every endpoint', async () => {
    const id = crypto.randomUUID();
    for (const kind of kinds) {
      for (const [method, path] of [
        ['GET', `/api/organizers/${kind}`],
        ['POST', `/api/organizers/${kind}`],
        ['GET', `/api/organizers/${kind}/${id}`],
        ['PUT', `/api/organizers/${kind}/${id}`],
        ['DELETE', `/api/organizers/${kind}/${id}`],
        ['GET', `/api/organizers/${kind}/slug/banana`],
      ] as const) {
        const json = method === 'GET' || method === 'DELETE' ? undefined : { name: 'X' };
        const res = await w.visitor.request(method, path, { json });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
    expect((await w.visitor.get('/api/organizers/tags/empty')).status).toBe(401);
    expect((await w.visitor.get('/api/recipes/summary/untagged')).status).toBe(401);
  });

  it('answers another group’s ids and slugs with 404 and changes nothing', async () => {
    for (const kind of kinds) {
      const mine = (await list(kind, 'search=banana')).body.items[0];
      if (!mine) throw new Error('banana missing');
      const path = `/api/organizers/${kind}/${mine.id}`;
      expect((await w.outsider.get(path)).status).toBe(404);
      expect((await w.outsider.put(path, { name: 'Stolen' })).status).toBe(404);
      expect((await w.outsider.delete(path)).status).toBe(404);
      expect((await w.outsider.get(`/api/organizers/${kind}/slug/banana`)).status).toBe(404);
      expect((await w.member.get<OrganizerSummary>(path)).body.name).toBe('Banana');
    }
  });

  it('refuses wrong types, huge or empty names and bad ids; nothing is written', async () => {
    const before = (await list('categories', 'perPage=-1')).body.total;
    for (const body of [
      { name: 42 },
      {},
      { name: '' },
      { name: 'x'.repeat(251) },
      { name: ['a'] },
    ]) {
      expect((await w.member.post('/api/organizers/categories', body)).status).toBe(422);
    }
    const noLetters = await w.member.post('/api/organizers/categories', { name: '!!!' });
    expect(noLetters.status).toBe(400);
    expect(
      (await w.member.post('/api/organizers/tools', { name: 'T', onHand: 'yes' })).status,
    ).toBe(422);
    expect((await w.member.get('/api/organizers/categories/not-a-uuid')).status).toBe(422);
    const unknown = `/api/organizers/categories/${crypto.randomUUID()}`;
    expect((await w.member.get(unknown)).status).toBe(404);
    expect((await w.member.put(unknown, { name: 'Ghost' })).status).toBe(404);
    expect((await list('categories', 'perPage=-1')).body.total).toBe(before);
  });

  it('refuses renaming a category onto another one’s slug', async () => {
    const banana = (await list('categories', 'search=banana')).body.items[0];
    const res = await w.member.put(`/api/organizers/categories/${banana?.id ?? ''}`, {
      name: 'CHERRY 50',
    });
    expect(res.status).toBe(400);
    const reread = await w.member.get<OrganizerSummary>(
      `/api/organizers/categories/${banana?.id ?? ''}`,
    );
    expect(reread.body.name).toBe('Banana');
  });
});

describe('recipes without tags or categories', () => {
  it('lists them per group as RecipeSummary arrays and counts them in statistics', async () => {
    const bare = await createRecipe(w.member, { name: 'Plain Toast' });
    const tagged = await createRecipe(w.member, { name: 'Fancy Toast', tags: ['Fancy'] });
    const categorized = await createRecipe(w.member, {
      name: 'Dinner Toast',
      recipeCategory: ['Dinner'],
    });
    await createRecipe(w.outsider, { name: 'Their Toast' });

    const untagged = await w.member.get<RecipeSummary[]>('/api/recipes/summary/untagged');
    expect(untagged.status).toBe(200);
    for (const r of untagged.body) expect(contractErrors('RecipeSummary', r)).toEqual([]);
    expect(untagged.body.map((r) => r.name).sort()).toEqual(['Dinner Toast', 'Plain Toast']);
    const uncategorized = await w.member.get<RecipeSummary[]>('/api/recipes/summary/uncategorized');
    expect(uncategorized.body.map((r) => r.id).sort()).toEqual([bare.id, tagged.id].sort());
    expect(uncategorized.body.map((r) => r.id)).not.toContain(categorized.id);

    const count = await w.member.get<number>('/api/recipes/summary/untagged?count=true');
    expect(count.body).toBe(2);
    expect((await w.member.get('/api/recipes/summary/untagged?count=maybe')).status).toBe(422);

    const stats = await w.admin.get<AppStatistics>('/api/admin/about/statistics');
    expect(stats.body).toMatchObject({
      totalRecipes: 4,
      untaggedRecipes: 3,
      uncategorizedRecipes: 3,
    });
  });
});
