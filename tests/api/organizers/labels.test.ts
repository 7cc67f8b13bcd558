import { describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type { FoodOut, LabelOut } from '../../../server/contract/organizers';
import { contractErrors } from '../../helpers/contract';
import { unique } from '../../helpers/test-server';
import { useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();

describe('labels', () => {
  it('creates (200, default colour), reads, updates and deletes a MultiPurposeLabelOut', async () => {
    const created = await w.member.post<LabelOut>('/api/groups/labels', { name: 'Produce' });
    expect(created.status).toBe(200);
    expect(contractErrors('MultiPurposeLabelOut', created.body)).toEqual([]);
    expect(created.body.color).toBe('#E0E0E0');
    const { id, groupId } = created.body;

    const one = await w.member.get<LabelOut>(`/api/groups/labels/${id}`);
    expect(one.body).toEqual(created.body);

    // MultiPurposeLabelUpdate carries id and groupId; the path and the caller decide both.
    const updated = await w.member.put<LabelOut>(`/api/groups/labels/${id}`, {
      id: crypto.randomUUID(),
      groupId: crypto.randomUUID(),
      name: 'Fresh Produce',
      color: '#4caf50',
    });
    expect(updated.status).toBe(200);
    expect(contractErrors('MultiPurposeLabelOut', updated.body)).toEqual([]);
    expect(updated.body).toEqual({ id, groupId, name: 'Fresh Produce', color: '#4caf50' });

    const deleted = await w.member.delete<LabelOut>(`/api/groups/labels/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(updated.body);
    expect((await w.member.get(`/api/groups/labels/${id}`)).status).toBe(404);
  });

  it('leaves foods without a label when their label is deleted', async () => {
    const label = await w.member.post<LabelOut>('/api/groups/labels', { name: unique('Dairy ') });
    const food = await w.member.post<FoodOut>('/api/foods', {
      name: unique('butter'),
      labelId: label.body.id,
    });
    expect(food.body.label?.id).toBe(label.body.id);
    await w.member.delete(`/api/groups/labels/${label.body.id}`);
    const reread = await w.member.get<FoodOut>(`/api/foods/${food.body.id}`);
    expect(reread.body).toMatchObject({ labelId: null, label: null });
  });

  it('lists labels (MultiPurposeLabelPagination) with search and order', async () => {
    const tag = unique('L');
    for (const name of ['Bakery', 'Frozen', 'Baking Aisle']) {
      await w.member.post('/api/groups/labels', { name: `${tag} ${name}` });
    }
    const page = await w.member.get<Paginated<LabelOut>>(
      `/api/groups/labels?search=${tag}%20bak&orderBy=name&orderDirection=desc`,
    );
    expect(page.status).toBe(200);
    expect(contractErrors('MultiPurposeLabelPagination', page.body)).toEqual([]);
    expect(page.body.items.map((l) => l.name)).toEqual([`${tag} Baking Aisle`, `${tag} Bakery`]);
    const theirs = await w.outsider.get<Paginated<LabelOut>>(`/api/groups/labels?search=${tag}`);
    expect(theirs.body.total).toBe(0);
  });

  it('refuses bad colours, wrong types, huge names and duplicates; nothing is written', async () => {
    const count = async () =>
      (await w.member.get<Paginated<LabelOut>>('/api/groups/labels?perPage=-1')).body.total;
    const before = await count();
    for (const body of [
      { name: 'A', color: 'red' },
      { name: 'A', color: '#12345' },
      { name: 'A', color: '#GGGGGG' },
      { name: 'A', color: 'E0E0E0' },
      { name: 'A', color: '#E0E0E0; background: url(x)' },
      { name: 5 },
      { name: 'z'.repeat(251) },
      {},
    ]) {
      const res = await w.member.post('/api/groups/labels', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
    const name = unique('Cans ');
    expect((await w.member.post('/api/groups/labels', { name })).status).toBe(200);
    const dupe = await w.member.post('/api/groups/labels', { name: name.toLowerCase() });
    expect(dupe.status).toBe(400);
    expect(await count()).toBe(before + 1);
    expect(
      (await w.member.put(`/api/groups/labels/${crypto.randomUUID()}`, { name: 'X' })).status,
    ).toBe(404);
  });

  it('answers visitors 401 and another group 404', async () => {
    const label = await w.member.post<LabelOut>('/api/groups/labels', { name: unique('Mine ') });
    const path = `/api/groups/labels/${label.body.id}`;
    expect((await w.visitor.get('/api/groups/labels')).status).toBe(401);
    expect((await w.visitor.post('/api/groups/labels', { name: 'x' })).status).toBe(401);
    expect((await w.visitor.get(path)).status).toBe(401);
    expect((await w.visitor.put(path, { name: 'x' })).status).toBe(401);
    expect((await w.visitor.delete(path)).status).toBe(401);
    expect((await w.outsider.get(path)).status).toBe(404);
    expect((await w.outsider.put(path, { name: 'Stolen' })).status).toBe(404);
    expect((await w.outsider.delete(path)).status).toBe(404);
    expect((await w.member.get<LabelOut>(path)).body.name).toBe(label.body.name);
  });
});
