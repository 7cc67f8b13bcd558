import { randomUUID } from 'node:crypto';
import path from 'node:path';

import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type { LabelOut } from '../../../server/contract/organizers';
import type { ShoppingListOut, ShoppingListSummary } from '../../../server/contract/shopping';
import { contractErrors } from '../../helpers/contract';
import {
  addItem,
  createFood,
  createList,
  createUnit,
  displays,
  listsPath,
  readList,
} from '../../helpers/shopping';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();

describe('shopping lists', () => {
  it('creates (201), lists, reads, renames and deletes a ShoppingListOut', async () => {
    const label = await w.member.post<LabelOut>('/api/groups/labels', { name: unique('Dairy ') });
    const created = await w.member.post<ShoppingListOut>(listsPath, { name: 'Weekly' });
    expect(created.status).toBe(201);
    expect(contractErrors('ShoppingListOut', created.body)).toEqual([]);
    expect(created.body).toMatchObject({ name: 'Weekly', listItems: [], recipeReferences: [] });
    expect(created.body.labelSettings.map((s) => s.labelId)).toContain(label.body.id);
    const { id } = created.body;

    const page = await w.member.get<Paginated<ShoppingListSummary>>(`${listsPath}?perPage=-1`);
    expect(page.status).toBe(200);
    expect(contractErrors('ShoppingListPagination', page.body)).toEqual([]);
    expect(page.body.items.map((l) => l.id)).toContain(id);
    expect(page.body.items[0]).not.toHaveProperty('listItems');

    const renamed = await w.member.put<ShoppingListOut>(`${listsPath}/${id}`, {
      ...created.body,
      name: 'Saturday market',
    });
    expect(renamed.status).toBe(200);
    expect(contractErrors('ShoppingListOut', renamed.body)).toEqual([]);
    expect(renamed.body.name).toBe('Saturday market');

    const deleted = await w.member.delete<ShoppingListOut>(`${listsPath}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.name).toBe('Saturday market');
    expect((await w.member.get(`${listsPath}/${id}`)).status).toBe(404);
  });

  it('orders the labels of a list (label-settings) and adds labels made later', async () => {
    const first = await w.member.post<LabelOut>('/api/groups/labels', { name: unique('A ') });
    const second = await w.member.post<LabelOut>('/api/groups/labels', { name: unique('B ') });
    const list = await createList(w.member);
    const settings = list.labelSettings.filter((s) =>
      [first.body.id, second.body.id].includes(s.labelId),
    );
    const reversed = settings.reverse().map((s, position) => ({ ...s, position }));
    const put = await w.member.put<ShoppingListOut>(
      `${listsPath}/${list.id}/label-settings`,
      reversed,
    );
    expect(put.status).toBe(200);
    expect(contractErrors('ShoppingListOut', put.body)).toEqual([]);
    const order = put.body.labelSettings.map((s) => s.labelId);
    expect(order.indexOf(second.body.id)).toBeLessThan(order.indexOf(first.body.id));

    const later = await w.member.post<LabelOut>('/api/groups/labels', { name: unique('C ') });
    const reread = await readList(w.member, list.id);
    expect(reread.labelSettings.map((s) => s.labelId)).toContain(later.body.id);
  });
});

describe('recipes on a shopping list', () => {
  it('adds a recipe twice over, merging with a line of the same food and unit, and removes it exactly', async () => {
    const flour = await createFood(w.member, unique('flour '));
    const sugar = await createFood(w.member, unique('sugar '));
    const cup = await createUnit(w.member, 'cup ', { abbreviation: 'c', useAbbreviation: true });
    const gram = await createUnit(w.member, 'gram ', {
      abbreviation: 'g',
      useAbbreviation: true,
      fraction: false,
    });
    const recipe = await createRecipe(w.member, {
      name: unique('Shortbread '),
      settings: { disableAmount: false },
      recipeIngredient: [
        {
          quantity: 0.5,
          unit: { id: cup.id, name: cup.name },
          food: { id: flour.id, name: flour.name },
        },
        {
          quantity: 100,
          unit: { id: gram.id, name: gram.name },
          food: { id: flour.id, name: flour.name },
        },
        {
          quantity: 0.25,
          unit: { id: cup.id, name: cup.name },
          food: { id: sugar.id, name: sugar.name },
        },
        { note: 'a pinch of salt' },
      ],
    });
    const list = await createList(w.member);
    await addItem(w.member, {
      shoppingListId: list.id,
      foodId: flour.id,
      unitId: cup.id,
      quantity: 1,
    });
    const before = await readList(w.member, list.id);

    const added = await w.member.post<ShoppingListOut>(
      `${listsPath}/${list.id}/recipe/${recipe.id}`,
      { recipeIncrementQuantity: 2 },
    );
    expect(added.status).toBe(200);
    expect(contractErrors('ShoppingListOut', added.body)).toEqual([]);
    expect(displays(added.body)).toEqual(
      [`2 c ${flour.name}`, `200 g ${flour.name}`, `¹/₂ c ${sugar.name}`, 'a pinch of salt'].sort(),
    );
    const merged = added.body.listItems.find((i) => i.unitId === cup.id && i.foodId === flour.id);
    expect(merged?.recipeReferences).toMatchObject([
      { recipeId: recipe.id, recipeQuantity: 1, recipeScale: 2 },
    ]);
    expect(added.body.recipeReferences).toMatchObject([
      { recipeId: recipe.id, recipeQuantity: 2, recipe: { id: recipe.id, name: recipe.name } },
    ]);

    const once = await w.member.post<ShoppingListOut>(
      `${listsPath}/${list.id}/recipe/${recipe.id}/delete`,
      { recipeDecrementQuantity: 1 },
    );
    expect(once.status).toBe(200);
    expect(displays(once.body)).toEqual(
      [
        `1 ¹/₂ c ${flour.name}`,
        `100 g ${flour.name}`,
        `¹/₄ c ${sugar.name}`,
        'a pinch of salt',
      ].sort(),
    );
    expect(once.body.recipeReferences).toMatchObject([{ recipeQuantity: 1 }]);

    const gone = await w.member.post<ShoppingListOut>(
      `${listsPath}/${list.id}/recipe/${recipe.id}/delete`,
      { recipeDecrementQuantity: 1 },
    );
    expect(gone.body.recipeReferences).toEqual([]);
    const withoutTime = (l: ShoppingListOut) =>
      l.listItems.map((item) => ({ ...item, updateAt: null }));
    expect(withoutTime(gone.body)).toEqual(withoutTime(before));
  });

  it('adds only the chosen ingredients', async () => {
    const basil = await createFood(w.member, unique('basil '));
    const recipe = await createRecipe(w.member, {
      name: unique('Pesto '),
      settings: { disableAmount: false },
      recipeIngredient: [{ quantity: 2, food: { id: basil.id, name: basil.name } }, 'pine nuts'],
    });
    const list = await createList(w.member);
    const added = await w.member.post<ShoppingListOut>(
      `${listsPath}/${list.id}/recipe/${recipe.id}`,
      {
        recipeIncrementQuantity: 3,
        recipeIngredients: [{ quantity: 2, food: { id: basil.id, name: basil.name }, note: '' }],
      },
    );
    expect(added.status).toBe(200);
    expect(displays(added.body)).toEqual([`6 ${basil.pluralName ?? basil.name}`]);
  });

  it('refuses visitors (401), other groups (404) and bad input (4xx)', async () => {
    const list = await createList(w.member);
    const recipe = await createRecipe(w.member, { name: unique('Toast ') });
    const outsiderList = await createList(w.outsider);
    const calls: [string, string, unknown?][] = [
      ['GET', `${listsPath}/${list.id}`],
      ['PUT', `${listsPath}/${list.id}`, { name: 'x' }],
      ['DELETE', `${listsPath}/${list.id}`],
      ['PUT', `${listsPath}/${list.id}/label-settings`, []],
      ['POST', `${listsPath}/${list.id}/recipe/${recipe.id}`, {}],
      ['POST', `${listsPath}/${list.id}/recipe/${recipe.id}/delete`, {}],
    ];
    for (const [method, path, json] of calls) {
      expect((await w.visitor.request(method, path, { json })).status, path).toBe(401);
      expect((await w.outsider.request(method, path, { json })).status, path).toBe(404);
    }
    expect((await w.visitor.get(listsPath)).status).toBe(401);
    expect((await w.visitor.post(listsPath, { name: 'x' })).status).toBe(401);
    const theirs = await w.member.post(`${listsPath}/${outsiderList.id}/recipe/${recipe.id}`, {});
    expect(theirs.status).toBe(404);
    const outsiderLists = await w.outsider.get<Paginated<ShoppingListSummary>>(listsPath);
    expect(outsiderLists.body.items.map((l) => l.id)).toEqual([outsiderList.id]);

    expect((await w.member.get(`${listsPath}/not-a-uuid`)).status).toBe(422);
    expect((await w.member.post(listsPath, { name: 5 })).status).toBe(422);
    const zero = { recipeIncrementQuantity: 0 };
    expect((await w.member.post(`${listsPath}/${list.id}/recipe/${recipe.id}`, zero)).status).toBe(
      422,
    );
    const ghost = crypto.randomUUID();
    expect((await w.member.post(`${listsPath}/${list.id}/recipe/${ghost}`, {})).status).toBe(404);
    expect((await w.member.get(`${listsPath}?orderBy=nope`)).status).toBe(400);
  });
});

describe('a list read across groups', () => {
  it('never shows a recipe of another group, even when a reference to one is in the database', async () => {
    const list = await createList(w.member, 'Borrowed');
    const theirs = await createRecipe(w.outsider, { name: unique('Their secret stew ') });
    const sqlite = new BetterSqlite3(path.join(w.t.dataDir, 'larder.db'));
    sqlite
      .prepare(
        'INSERT INTO shopping_list_recipe_reference (id, shopping_list_id, recipe_id, recipe_quantity) VALUES (?, ?, ?, 1)',
      )
      .run(randomUUID(), list.id, theirs.id);
    sqlite.close();

    const read = await w.member.get<ShoppingListOut>(`${listsPath}/${list.id}`);
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain('secret stew');
    expect(read.body.recipeReferences).toEqual([]);
  });
});
