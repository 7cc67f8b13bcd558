import { beforeAll, describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type { ReadCookBook, RecipeCookBook } from '../../../server/contract/cookbooks';
import type { Recipe } from '../../../server/contract/recipes';
import { contractErrors } from '../../helpers/contract';
import { expectV2 } from '../../helpers/mealie-v2-contract';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();

interface Shelf {
  tag: string;
  both: Recipe;
  soupOnly: Recipe;
  quickOnly: Recipe;
}
const s = {} as Shelf;

const ref = (r: Recipe, kind: 'recipeCategory' | 'tags' | 'tools') => {
  const [first] = r[kind];
  return { id: first?.id, name: first?.name, slug: first?.slug };
};

async function create(body: Record<string, unknown>): Promise<ReadCookBook> {
  const res = await w.member.post<ReadCookBook>('/api/groups/cookbooks', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(contractErrors('ReadCookBook', res.body)).toEqual([]);
  return res.body;
}

const namesOf = (book: RecipeCookBook) => book.recipes.map((r) => r.name).sort();

beforeAll(async () => {
  s.tag = unique('cb');
  s.both = await createRecipe(w.member, {
    name: `${s.tag} Quick Soup`,
    recipeCategory: [`${s.tag} Soups`],
    tags: [`${s.tag} Quick`],
  });
  s.soupOnly = await createRecipe(w.member, {
    name: `${s.tag} Slow Soup`,
    recipeCategory: [`${s.tag} Soups`],
    tags: [`${s.tag} Slow`],
  });
  s.quickOnly = await createRecipe(w.member, {
    name: `${s.tag} Quick Salad`,
    recipeCategory: [`${s.tag} Salads`],
    tags: [`${s.tag} Quick`],
  });
});

describe('cookbooks', () => {
  it('creates with defaults, reads by id and slug, updates and deletes', async () => {
    const name = unique('Weeknight ');
    const created = await create({ name, slug: 'ignored-slug' });
    expect(created).toMatchObject({
      name,
      description: '',
      public: false,
      requireAllCategories: true,
      requireAllTags: true,
      requireAllTools: true,
      categories: [],
    });
    expect(created.slug).toBe(name.toLowerCase().replace(/\s+/g, '-'));

    const byId = await w.member.get<RecipeCookBook>(`/api/groups/cookbooks/${created.id}`);
    expect(byId.status).toBe(200);
    expect(contractErrors('RecipeCookBook', byId.body)).toEqual([]);
    const bySlug = await w.member.get<RecipeCookBook>(`/api/groups/cookbooks/${created.slug}`);
    expect(bySlug.body.id).toBe(created.id);

    const updated = await w.member.put<ReadCookBook>(`/api/groups/cookbooks/${created.id}`, {
      name: `${name} Renamed`,
      description: 'Fast food',
      public: true,
      categories: [ref(s.both, 'recipeCategory')],
    });
    expect(updated.status).toBe(200);
    expect(contractErrors('ReadCookBook', updated.body)).toEqual([]);
    expect(updated.body).toMatchObject({ description: 'Fast food', public: true });
    expect(updated.body.slug).toBe(`${created.slug}-renamed`);
    expect(updated.body.categories).toEqual([ref(s.both, 'recipeCategory')]);
    expect(updated.body.position).toBe(created.position);

    const deleted = await w.member.delete<ReadCookBook>(`/api/groups/cookbooks/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(contractErrors('ReadCookBook', deleted.body)).toEqual([]);
    expect(deleted.body).toEqual(updated.body);
    expect((await w.member.get(`/api/groups/cookbooks/${created.id}`)).status).toBe(404);
  });

  it('gathers recipes by its filters, honouring require-all true and false', async () => {
    const soups = ref(s.both, 'recipeCategory');
    const quick = ref(s.both, 'tags');
    const all = await create({ name: unique('All '), categories: [soups], tags: [quick] });
    const book = await w.member.get<RecipeCookBook>(`/api/groups/cookbooks/${all.id}`);
    expect(contractErrors('RecipeCookBook', book.body)).toEqual([]);
    expect(namesOf(book.body)).toEqual([s.both.name]);

    const salads = ref(s.quickOnly, 'recipeCategory');
    const any = await create({
      name: unique('Any '),
      categories: [soups, salads],
      requireAllCategories: false,
    });
    const anyBook = await w.member.get<RecipeCookBook>(`/api/groups/cookbooks/${any.slug}`);
    expect(namesOf(anyBook.body)).toEqual([s.both.name, s.quickOnly.name, s.soupOnly.name].sort());
    const strict = await w.member.put<ReadCookBook>(`/api/groups/cookbooks/${any.id}`, {
      name: any.name,
      categories: [soups, salads],
      requireAllCategories: true,
    });
    expect(strict.status).toBe(200);
    const none = await w.member.get<RecipeCookBook>(`/api/groups/cookbooks/${any.id}`);
    expect(none.body.recipes).toEqual([]);
  });

  it("gathers by v2's query filter too, described as v2's filter parts", async () => {
    const soups = ref(s.both, 'recipeCategory');
    const quick = await create({
      name: unique('Quick soups '),
      categories: [soups],
      queryFilterString: `name LIKE "%Quick%" AND (rating >= 0 OR rating IS NULL)`,
    });
    expectV2('ReadCookBook', quick);
    expect(quick.queryFilter.parts).toEqual([
      expect.objectContaining({
        attributeName: 'name',
        relationalOperator: 'LIKE',
        value: '%Quick%',
      }),
      expect.objectContaining({
        logicalOperator: 'AND',
        leftParenthesis: '(',
        attributeName: 'rating',
        relationalOperator: '>=',
      }),
      expect.objectContaining({
        logicalOperator: 'OR',
        rightParenthesis: ')',
        relationalOperator: 'IS',
        value: 'NULL',
      }),
    ]);
    const book = await w.member.get<RecipeCookBook>(`/api/groups/cookbooks/${quick.id}`);
    expect(namesOf(book.body)).toEqual([s.both.name]);
    const listed = await w.member.get<Paginated<Recipe>>(`/api/recipes?cookbook=${quick.slug}`);
    expect(listed.body.items.map((r) => r.name)).toEqual([s.both.name]);

    const household = await w.member.get<{ id: string }>('/api/households/self');
    const mine = await create({
      name: unique('Ours '),
      queryFilterString: `household_id IN ["${household.body.id}"] AND name LIKE "%${s.tag}%"`,
    });
    const ours = await w.member.get<RecipeCookBook>(`/api/households/cookbooks/${mine.id}`);
    expect(ours.body.recipes).toHaveLength(3);

    const bad = await w.member.put(`/api/groups/cookbooks/${quick.id}`, {
      name: quick.name,
      queryFilterString: 'flavour = "umami"',
    });
    expect(bad.status).toBe(400);
    const kept = await w.member.get<ReadCookBook>(`/api/groups/cookbooks/${quick.id}`);
    expect(kept.body.queryFilterString).toBe(quick.queryFilterString);
  });

  it('lists in position order, appends new ones, and reorders with the bulk PUT', async () => {
    const before = await w.member.get<Paginated<ReadCookBook>>('/api/groups/cookbooks?perPage=-1');
    const count = before.body.total;
    const a = await create({ name: unique('Alpha ') });
    const b = await create({ name: unique('Beta ') });
    expect(a.position).toBe(count + 1);
    expect(b.position).toBe(count + 2);

    const list = await w.member.get<Paginated<ReadCookBook>>('/api/groups/cookbooks?perPage=-1');
    expect(list.status).toBe(200);
    expect(contractErrors('CookBookPagination', list.body)).toEqual([]);
    const positions = list.body.items.map((c) => c.position);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));

    // the cookbook page renumbers from 1 in its new order and sends the whole list
    const reordered = [b, a].map((c, i) => ({ ...c, position: i + 1 }));
    const bulk = await w.member.put<ReadCookBook[]>('/api/groups/cookbooks', reordered);
    expect(bulk.status).toBe(200);
    expect(Array.isArray(bulk.body)).toBe(true);
    for (const c of bulk.body) expect(contractErrors('ReadCookBook', c)).toEqual([]);
    expect(bulk.body.map((c) => [c.id, c.position])).toEqual([
      [b.id, 1],
      [a.id, 2],
    ]);
    const after = await w.member.get<Paginated<ReadCookBook>>('/api/groups/cookbooks?perPage=-1');
    expect(after.body.items.findIndex((c) => c.id === b.id)).toBeLessThan(
      after.body.items.findIndex((c) => c.id === a.id),
    );
  });

  it('keeps cookbooks to their group and to signed-in members', async () => {
    const mine = await create({ name: unique('Private ') });
    expect((await w.visitor.get('/api/groups/cookbooks')).status).toBe(401);
    expect((await w.visitor.post('/api/groups/cookbooks', { name: 'x' })).status).toBe(401);
    const path = `/api/groups/cookbooks/${mine.id}`;
    expect((await w.outsider.get(path)).status).toBe(404);
    expect((await w.outsider.put(path, { name: 'Taken' })).status).toBe(404);
    expect((await w.outsider.delete(path)).status).toBe(404);
    expect((await w.outsider.put('/api/groups/cookbooks', [{ ...mine }])).status).toBe(404);
    const theirs = await w.outsider.get<Paginated<ReadCookBook>>('/api/groups/cookbooks');
    expect(theirs.body.items.map((c) => c.id)).not.toContain(mine.id);
    // another group's category cannot be linked
    const foreign = await createRecipe(w.outsider, {
      name: unique('Foreign '),
      recipeCategory: [unique('Foreign cat ')],
    });
    const linked = await w.member.post('/api/groups/cookbooks', {
      name: unique('Foreign link '),
      categories: [ref(foreign, 'recipeCategory')],
    });
    expect(linked.status).toBe(400);
  });

  it('refuses bad input', async () => {
    expect((await w.member.post('/api/groups/cookbooks', {})).status).toBe(422);
    expect((await w.member.post('/api/groups/cookbooks', { name: '  ' })).status).toBe(422);
    expect((await w.member.put('/api/groups/cookbooks', { name: 'not a list' })).status).toBe(422);
    expect((await w.member.put('/api/groups/cookbooks', [{ name: 'no id' }])).status).toBe(422);
    const symbols = await create({ name: '!!!' });
    expect(symbols.slug).toBe(symbols.id);
    const name = unique('Twin ');
    await create({ name });
    expect((await w.member.post('/api/groups/cookbooks', { name })).status).toBe(400);
    expect((await w.member.get('/api/groups/cookbooks?orderBy=nope')).status).toBe(400);
  });
});
