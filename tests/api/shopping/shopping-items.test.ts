import { describe, expect, it } from 'vitest';

import type { Paginated, SuccessResponse } from '../../../server/contract/common';
import type { LabelOut } from '../../../server/contract/organizers';
import type {
  ShoppingListItemOut,
  ShoppingListItemsCollectionOut,
} from '../../../server/contract/shopping';
import { contractErrors } from '../../helpers/contract';
import {
  addItem,
  createFood,
  createList,
  createUnit,
  itemsPath,
  readList,
} from '../../helpers/shopping';
import { unique } from '../../helpers/test-server';
import { useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();

describe('shopping list items', () => {
  it('creates (201), reads, updates and deletes items with the collection answers', async () => {
    const list = await createList(w.member);
    const label = await w.member.post<LabelOut>('/api/groups/labels', { name: unique('Bakery ') });
    const created = await w.member.post<ShoppingListItemsCollectionOut>(itemsPath, {
      shopping_list_id: list.id,
      note: 'bread',
      quantity: 2,
      labelId: label.body.id,
    });
    expect(created.status).toBe(201);
    expect(contractErrors('ShoppingListItemsCollectionOut', created.body)).toEqual([]);
    const [item] = created.body.createdItems;
    expect(item).toMatchObject({ note: 'bread', quantity: 2, checked: false, display: '2 bread' });
    expect(item?.label?.id).toBe(label.body.id);
    const id = item?.id as string;

    const one = await w.member.get<ShoppingListItemOut>(`${itemsPath}/${id}`);
    expect(one.status).toBe(200);
    expect(contractErrors('ShoppingListItemOut-Output', one.body)).toEqual([]);

    const checked = await w.member.put<ShoppingListItemsCollectionOut>(`${itemsPath}/${id}`, {
      ...one.body,
      checked: true,
    });
    expect(checked.status).toBe(200);
    expect(contractErrors('ShoppingListItemsCollectionOut', checked.body)).toEqual([]);
    expect(checked.body.updatedItems).toMatchObject([{ id, checked: true, note: 'bread' }]);

    const deleted = await w.member.delete<SuccessResponse>(`${itemsPath}/${id}`);
    expect(deleted.status).toBe(200);
    expect(contractErrors('SuccessResponse', deleted.body)).toEqual([]);
    expect((await w.member.get(`${itemsPath}/${id}`)).status).toBe(404);
  });

  it('merges unchecked lines of the same food and unit, joining their notes', async () => {
    const list = await createList(w.member);
    const milk = await createFood(w.member, unique('milk '));
    const litre = await createUnit(w.member, 'litre ', {
      abbreviation: 'l',
      useAbbreviation: true,
    });
    const base = { shoppingListId: list.id, foodId: milk.id, unitId: litre.id, isFood: true };
    const first = await addItem(w.member, { ...base, quantity: 0.5, note: 'whole' });
    const second = await addItem(w.member, { ...base, quantity: 0.25, note: 'organic' });
    expect(contractErrors('ShoppingListItemsCollectionOut', second)).toEqual([]);
    expect(second.createdItems).toEqual([]);
    expect(second.updatedItems).toMatchObject([
      { id: first.createdItems[0]?.id, quantity: 0.75, note: 'whole | organic' },
    ]);
    expect(second.updatedItems[0]?.display).toBe(`³/₄ l ${milk.name} whole | organic`);

    // other unit, a checked line, and notes without food stay apart or merge by note
    await addItem(w.member, { ...base, unitId: null, quantity: 1 });
    await addItem(w.member, { ...base, quantity: 1, checked: true });
    await addItem(w.member, { shoppingListId: list.id, note: 'Paper towels' });
    const towels = await addItem(w.member, { shoppingListId: list.id, note: 'paper towels ' });
    expect(towels.updatedItems).toMatchObject([{ note: 'Paper towels', quantity: 2 }]);
    expect((await readList(w.member, list.id)).listItems).toHaveLength(4);
  });

  it('creates in bulk, updates in bulk (merging lines that become equal) and deletes by ids', async () => {
    const list = await createList(w.member);
    const bulk = await w.member.post<ShoppingListItemsCollectionOut>(`${itemsPath}/create-bulk`, [
      { shoppingListId: list.id, note: 'apples', quantity: 3 },
      { shoppingListId: list.id, note: 'pears', quantity: 2 },
      { shoppingListId: list.id, note: 'apples', quantity: 1 },
      { shoppingListId: list.id, note: 'plums' },
    ]);
    expect(bulk.status).toBe(201);
    expect(contractErrors('ShoppingListItemsCollectionOut', bulk.body)).toEqual([]);
    expect(bulk.body.createdItems.map((i) => [i.note, i.quantity])).toEqual([
      ['apples', 4],
      ['pears', 2],
      ['plums', 1],
    ]);
    const [apples, pears, plums] = bulk.body.createdItems;

    const updated = await w.member.put<ShoppingListItemsCollectionOut>(itemsPath, [
      { ...pears, note: 'apples', position: 1 },
      { id: plums?.id, shoppingListId: list.id, checked: true },
    ]);
    expect(updated.status).toBe(200);
    expect(contractErrors('ShoppingListItemsCollectionOut', updated.body)).toEqual([]);
    expect(updated.body.deletedItems.map((i) => i.id)).toEqual([pears?.id]);
    expect(updated.body.updatedItems.map((i) => [i.id, i.quantity, i.checked])).toEqual([
      [apples?.id, 6, false],
      [plums?.id, 1, true],
    ]);

    const ids = [apples?.id, plums?.id].map((id) => `ids=${id}`).join('&');
    const removed = await w.member.delete<SuccessResponse>(`${itemsPath}?${ids}`);
    expect(removed.status).toBe(200);
    expect(removed.body.error).toBe(false);
    expect((await readList(w.member, list.id)).listItems).toEqual([]);
  });

  it('lists items paginated, filtered by shopping_list_id', async () => {
    const list = await createList(w.member);
    const other = await createList(w.member);
    await addItem(w.member, { shoppingListId: list.id, note: 'eggs' });
    await addItem(w.member, { shoppingListId: other.id, note: 'jam' });
    const filter = encodeURIComponent(`shopping_list_id="${list.id}"`);
    const page = await w.member.get<Paginated<ShoppingListItemOut>>(
      `${itemsPath}?queryFilter=${filter}&perPage=10`,
    );
    expect(page.status).toBe(200);
    expect(contractErrors('ShoppingListItemPagination', page.body)).toEqual([]);
    expect(page.body.items.map((i) => i.note)).toEqual(['eggs']);
    expect((await w.member.get(`${itemsPath}?queryFilter=nope%20%3D`)).status).toBe(400);
  });

  it('follows a food merge (PUT /api/foods/merge) to the surviving food', async () => {
    const list = await createList(w.member);
    const from = await createFood(w.member, unique('courgette '));
    const to = await createFood(w.member, unique('zucchini '));
    const made = await addItem(w.member, {
      shoppingListId: list.id,
      foodId: from.id,
      isFood: true,
    });
    const merge = await w.member.put('/api/foods/merge', { fromFood: from.id, toFood: to.id });
    expect(merge.status).toBe(200);
    const reread = await w.member.get<ShoppingListItemOut>(
      `${itemsPath}/${made.createdItems[0]?.id}`,
    );
    expect(reread.body).toMatchObject({ foodId: to.id, food: { id: to.id } });
  });

  it('refuses visitors (401), other groups (404) and bad input (4xx)', async () => {
    const list = await createList(w.member);
    const made = await addItem(w.member, { shoppingListId: list.id, note: 'rice' });
    const id = made.createdItems[0]?.id as string;
    expect((await w.visitor.get(itemsPath)).status).toBe(401);
    expect((await w.visitor.post(itemsPath, { shoppingListId: list.id })).status).toBe(401);
    expect((await w.visitor.get(`${itemsPath}/${id}`)).status).toBe(401);
    expect((await w.outsider.get(`${itemsPath}/${id}`)).status).toBe(404);
    expect((await w.outsider.put(`${itemsPath}/${id}`, { checked: true })).status).toBe(404);
    expect((await w.outsider.delete(`${itemsPath}/${id}`)).status).toBe(404);
    expect((await w.outsider.delete(`${itemsPath}?ids=${id}`)).status).toBe(404);
    expect((await w.outsider.post(itemsPath, { shoppingListId: list.id })).status).toBe(404);
    const theirs = await w.outsider.get<Paginated<ShoppingListItemOut>>(itemsPath);
    expect(theirs.body.items).toEqual([]);

    expect((await w.member.post(itemsPath, { note: 'no list' })).status).toBe(422);
    expect((await w.member.post(itemsPath, { shoppingListId: list.id, quantity: -1 })).status).toBe(
      422,
    );
    expect((await w.member.post(`${itemsPath}/create-bulk`, [])).status).toBe(422);
    expect((await w.member.put(itemsPath, [{ checked: true }])).status).toBe(422);
    expect((await w.member.delete(itemsPath)).status).toBe(422);
    const ghostFood = { shoppingListId: list.id, foodId: crypto.randomUUID() };
    expect((await w.member.post(itemsPath, ghostFood)).status).toBe(400);
    const outsiderFood = await createFood(w.outsider);
    expect(
      (await w.member.post(itemsPath, { shoppingListId: list.id, foodId: outsiderFood.id })).status,
    ).toBe(400);
    expect((await w.member.get(`${itemsPath}/${id}`)).status).toBe(200);
  });
});
