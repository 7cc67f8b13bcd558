import { describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type { FoodOut, LabelOut, UnitOut } from '../../../server/contract/organizers';
import type { Recipe, RecipeSummary } from '../../../server/contract/recipes';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();

async function food(client: ApiClient, body: Record<string, unknown>): Promise<FoodOut> {
  const res = await client.post<FoodOut>('/api/foods', body);
  if (res.status !== 201) throw new Error(`food: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function unit(client: ApiClient, body: Record<string, unknown>): Promise<UnitOut> {
  const res = await client.post<UnitOut>('/api/units', body);
  if (res.status !== 201) throw new Error(`unit: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('foods', () => {
  it('creates (201), reads, replaces and deletes an IngredientFood with aliases and label', async () => {
    const label = await w.member.post<LabelOut>('/api/groups/labels', { name: unique('Veg ') });
    const created = await w.member.post<FoodOut>('/api/foods', {
      name: 'courgette',
      plural_name: 'courgettes',
      description: 'green',
      extras: { colour: 'green' },
      onHand: true,
      labelId: label.body.id,
      aliases: [{ name: 'zucchini' }],
    });
    expect(created.status).toBe(201);
    expect(contractErrors('IngredientFood', created.body)).toEqual([]);
    expect(created.body).toMatchObject({
      name: 'courgette',
      pluralName: 'courgettes',
      extras: { colour: 'green' },
      onHand: true,
      aliases: [{ name: 'zucchini' }],
      label: { id: label.body.id, name: label.body.name },
    });
    const { id } = created.body;
    const one = await w.member.get<FoodOut>(`/api/foods/${id}`);
    expect(one.body).toEqual(created.body);
    expect(one.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
    expect(one.headers.get('last-modified')).toBe(new Date(one.body.updateAt).toUTCString());

    const replaced = await w.member.put<FoodOut>(`/api/foods/${id}`, {
      name: 'marrow',
      aliases: [{ name: 'squash' }, { name: 'squash' }],
    });
    expect(replaced.status).toBe(200);
    expect(contractErrors('IngredientFood', replaced.body)).toEqual([]);
    expect(replaced.body).toMatchObject({
      name: 'marrow',
      pluralName: null,
      onHand: false,
      labelId: null,
      label: null,
      aliases: [{ name: 'squash' }],
    });

    const deleted = await w.member.delete<FoodOut>(`/api/foods/${id}`);
    expect(deleted.status).toBe(200);
    expect(contractErrors('IngredientFood', deleted.body)).toEqual([]);
    expect((await w.member.get(`/api/foods/${id}`)).status).toBe(404);
  });

  it('keeps ingredient lines (and their notes) when their food is deleted', async () => {
    const name = unique('parsnip');
    const recipe = await createRecipe(w.member, {
      name: unique('Roast '),
      recipeIngredient: [{ quantity: 2, food: name, note: 'peeled' }],
    });
    const foodId = recipe.recipeIngredient[0]?.food?.id ?? '';
    expect((await w.member.delete(`/api/foods/${foodId}`)).status).toBe(200);
    const reread = await w.member.get<Recipe>(`/api/recipes/${recipe.slug}`);
    expect(reread.body.recipeIngredient).toHaveLength(1);
    expect(reread.body.recipeIngredient[0]).toMatchObject({ food: null, note: 'peeled' });
  });

  it('refuses a duplicate name (any case), a label of another group and unknown labels', async () => {
    const name = unique('leek');
    await food(w.member, { name });
    const dupe = await w.member.post('/api/foods', { name: name.toUpperCase() });
    expect(dupe.status).toBe(400);
    const theirLabel = await w.outsider.post<LabelOut>('/api/groups/labels', { name: 'Theirs' });
    for (const labelId of [theirLabel.body.id, crypto.randomUUID()]) {
      expect((await w.member.post('/api/foods', { name: unique('x'), labelId })).status).toBe(400);
    }
    // The other group may use the same name.
    expect((await w.outsider.post('/api/foods', { name })).status).toBe(201);
  });

  it('lists foods (IngredientFoodPagination) searching names, plurals and aliases', async () => {
    const tag = unique('q');
    const a = await food(w.member, { name: `${tag} chickpea`, aliases: [{ name: 'garbanzo' }] });
    const b = await food(w.member, { name: `${tag} lentil`, pluralName: `${tag} lentils` });
    const page = await w.member.get<Paginated<FoodOut>>(
      `/api/foods?search=${tag}&orderBy=name&orderDirection=asc`,
    );
    expect(page.status).toBe(200);
    expect(contractErrors('IngredientFoodPagination', page.body)).toEqual([]);
    expect(page.body.items.map((f) => f.id)).toEqual([a.id, b.id]);
    const byAlias = await w.member.get<Paginated<FoodOut>>('/api/foods?search=GARBANZO');
    expect(byAlias.body.items.map((f) => f.id)).toEqual([a.id]);
    const byPlural = await w.member.get<Paginated<FoodOut>>(`/api/foods?search=${tag}%20lentils`);
    expect(byPlural.body.items.map((f) => f.id)).toEqual([b.id]);
    const filtered = await w.member.get<Paginated<FoodOut>>(
      `/api/foods?queryFilter=${encodeURIComponent(`name = "${tag} lentil"`)}`,
    );
    expect(filtered.body.items.map((f) => f.id)).toEqual([b.id]);
    const theirs = await w.outsider.get<Paginated<FoodOut>>(`/api/foods?search=${tag}`);
    expect(theirs.body.total).toBe(0);
  });
});

describe('units', () => {
  it('creates, reads, replaces and deletes an IngredientUnit', async () => {
    const created = await w.member.post<UnitOut>('/api/units', {
      name: 'tablespoon',
      pluralName: 'tablespoons',
      abbreviation: 'tbsp',
      useAbbreviation: true,
      fraction: false,
      aliases: [{ name: 'tbs' }],
    });
    expect(created.status).toBe(201);
    expect(contractErrors('IngredientUnit', created.body)).toEqual([]);
    expect(created.body).toMatchObject({
      abbreviation: 'tbsp',
      fraction: false,
      pluralAbbreviation: '',
    });
    const { id } = created.body;
    expect((await w.member.get<UnitOut>(`/api/units/${id}`)).body).toEqual(created.body);
    const replaced = await w.member.put<UnitOut>(`/api/units/${id}`, { name: 'tablespoon' });
    expect(contractErrors('IngredientUnit', replaced.body)).toEqual([]);
    expect(replaced.body).toMatchObject({ abbreviation: '', fraction: true, aliases: [] });
    const deleted = await w.member.delete<UnitOut>(`/api/units/${id}`);
    expect(contractErrors('IngredientUnit', deleted.body)).toEqual([]);
    expect((await w.member.get(`/api/units/${id}`)).status).toBe(404);
  });

  it('lists units (IngredientUnitPagination) searching abbreviations and aliases', async () => {
    const tag = unique('u');
    const made = await unit(w.member, {
      name: `${tag} ounce`,
      abbreviation: `${tag}oz`,
      aliases: [{ name: `${tag}onza` }],
    });
    for (const search of [`${tag}OZ`, `${tag}onza`, `${tag} ounce`]) {
      const page = await w.member.get<Paginated<UnitOut>>(`/api/units?search=${search}`);
      expect(contractErrors('IngredientUnitPagination', page.body)).toEqual([]);
      expect(page.body.items.map((u) => u.id)).toEqual([made.id]);
    }
    expect((await w.member.get('/api/units?orderBy=password')).status).toBe(400);
    expect((await w.member.post('/api/units', { name: `${tag} OUNCE` })).status).toBe(400);
  });
});

describe('merging', () => {
  it('moves every ingredient line from one food to another and deletes the first', async () => {
    const from = await food(w.member, { name: unique('romatomato') });
    const to = await food(w.member, { name: unique('tomato') });
    const first = await createRecipe(w.member, {
      name: unique('Sauce '),
      recipeIngredient: [
        { quantity: 2, food: { id: from.id, name: from.name } },
        { quantity: 1, food: { id: to.id, name: to.name }, note: 'fresh' },
        { quantity: 3, food: { id: from.id, name: from.name }, note: 'tinned' },
      ],
    });
    const second = await createRecipe(w.member, {
      name: unique('Salad '),
      recipeIngredient: [{ food: { id: from.id, name: from.name } }],
    });

    const res = await w.member.put('/api/foods/merge', { fromFood: from.id, toFood: to.id });
    expect(res.status).toBe(200);
    expect(contractErrors('SuccessResponse', res.body)).toEqual([]);
    for (const recipe of [first, second]) {
      const reread = await w.member.get<Recipe>(`/api/recipes/${recipe.slug}`);
      expect(reread.body.recipeIngredient.map((i) => i.food?.id)).toEqual(
        recipe.recipeIngredient.map(() => to.id),
      );
    }
    expect((await w.member.get(`/api/foods/${from.id}`)).status).toBe(404);
    // The search index follows: the old food's name no longer finds the recipes.
    const found = await w.member.get<Paginated<RecipeSummary>>(`/api/recipes?search=${from.name}`);
    expect(found.body.items).toEqual([]);
    const now = await w.member.get<Paginated<RecipeSummary>>(`/api/recipes?search=${to.name}`);
    expect(now.body.items.map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('moves ingredient lines from one unit to another', async () => {
    const from = await unit(w.member, { name: unique('tblsp') });
    const to = await unit(w.member, { name: unique('tbsp') });
    const recipe = await createRecipe(w.member, {
      name: unique('Dressing '),
      recipeIngredient: [{ quantity: 1, unit: { id: from.id, name: from.name }, food: 'oil' }],
    });
    const res = await w.member.put('/api/units/merge', { fromUnit: from.id, toUnit: to.id });
    expect(res.status).toBe(200);
    expect(contractErrors('SuccessResponse', res.body)).toEqual([]);
    const reread = await w.member.get<Recipe>(`/api/recipes/${recipe.slug}`);
    expect(reread.body.recipeIngredient[0]?.unit?.id).toBe(to.id);
    expect((await w.member.get(`/api/units/${from.id}`)).status).toBe(404);
  });

  it('refuses merges across groups (404), into itself (400) and bad bodies (422)', async () => {
    const mine = await food(w.member, { name: unique('basil') });
    const theirs = await food(w.outsider, { name: unique('basil') });
    const recipe = await createRecipe(w.member, {
      name: unique('Pesto '),
      recipeIngredient: [{ food: { id: mine.id, name: mine.name } }],
    });
    for (const body of [
      { fromFood: mine.id, toFood: theirs.id },
      { fromFood: theirs.id, toFood: mine.id },
      { fromFood: mine.id, toFood: crypto.randomUUID() },
    ]) {
      expect((await w.member.put('/api/foods/merge', body)).status).toBe(404);
    }
    const self = await w.member.put('/api/foods/merge', { fromFood: mine.id, toFood: mine.id });
    expect(self.status).toBe(400);
    expect((await w.member.put('/api/foods/merge', { fromFood: mine.id })).status).toBe(422);
    expect((await w.member.put('/api/units/merge', { fromUnit: 'x', toUnit: 'y' })).status).toBe(
      422,
    );
    expect((await w.member.get(`/api/foods/${mine.id}`)).status).toBe(200);
    expect((await w.outsider.get(`/api/foods/${theirs.id}`)).status).toBe(200);
    const reread = await w.member.get<Recipe>(`/api/recipes/${recipe.slug}`);
    expect(reread.body.recipeIngredient[0]?.food?.id).toBe(mine.id);
  });
});

describe('foods and units: permissions, isolation and bad input', () => {
  it('answers visitors 401 and another group 404 on every endpoint', async () => {
    const f = await food(w.member, { name: unique('sage') });
    const u = await unit(w.member, { name: unique('pinch') });
    for (const [base, id] of [
      ['/api/foods', f.id],
      ['/api/units', u.id],
    ] as const) {
      expect((await w.visitor.get(base)).status).toBe(401);
      expect((await w.visitor.post(base, { name: 'x' })).status).toBe(401);
      expect((await w.visitor.get(`${base}/${id}`)).status).toBe(401);
      const merge = { fromFood: id, toFood: id, fromUnit: id, toUnit: id };
      expect((await w.visitor.put(`${base}/merge`, merge)).status).toBe(401);
      expect((await w.visitor.put(`${base}/${id}`, { name: 'x' })).status).toBe(401);
      expect((await w.visitor.delete(`${base}/${id}`)).status).toBe(401);
      expect((await w.outsider.get(`${base}/${id}`)).status).toBe(404);
      expect((await w.outsider.put(`${base}/${id}`, { name: 'stolen' })).status).toBe(404);
      expect((await w.outsider.delete(`${base}/${id}`)).status).toBe(404);
      expect((await w.member.get<{ name: string }>(`${base}/${id}`)).body.name).not.toBe('stolen');
    }
  });

  it('refuses wrong types and oversized input with 422 and writes nothing', async () => {
    const count = async () => (await w.member.get<Paginated<FoodOut>>('/api/foods')).body.total;
    const before = await count();
    for (const body of [
      { name: 7 },
      { name: 'y'.repeat(251) },
      { name: 'ok', onHand: 'yes' },
      { name: 'ok', aliases: 'garlic' },
      { name: 'ok', aliases: [{ name: '' }] },
      { name: 'ok', labelId: 'not-a-uuid' },
      { name: 'ok', extras: { big: 'z'.repeat(30_000) } },
      { name: 'ok', extras: ['a'] },
    ]) {
      const res = await w.member.post('/api/foods', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
    expect((await w.member.post('/api/units', { name: 'ok', fraction: 'no' })).status).toBe(422);
    expect((await w.member.get('/api/foods/123')).status).toBe(422);
    expect(await count()).toBe(before);
  });
});
