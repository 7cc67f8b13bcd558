import { describe, expect, it } from 'vitest';

import type { ShoppingListEvent } from '../../../server/contract/shopping';
import { openEventStream, type StreamEvent } from '../../helpers/event-stream-reader';
import { addItem, createList, itemsPath, listsPath } from '../../helpers/shopping';
import { startTestServer } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();

const eventsPath = (id: string) => `${listsPath}/${id}/events`;
const ofType =
  (type: ShoppingListEvent['type']) =>
  (event: StreamEvent): boolean =>
    (event.data as ShoppingListEvent).type === type;

describe('shopping list live sync (server-sent events)', () => {
  it("delivers one device's item change to another within a second", async () => {
    const list = await createList(w.member);
    const phone = await openEventStream(w.member, eventsPath(list.id));
    const laptop = await openEventStream(w.admin, eventsPath(list.id));
    try {
      expect(phone.status).toBe(200);
      expect(laptop.contentType).toMatch(/^text\/event-stream/);

      const started = Date.now();
      const made = await addItem(w.member, { shoppingListId: list.id, note: 'lemons' });
      const seen = await laptop.next(ofType('items-changed'), 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(seen.data).toMatchObject({ type: 'items-changed', listId: list.id });

      const id = made.createdItems[0]?.id as string;
      await w.admin.put(`${itemsPath}/${id}`, { checked: true });
      const events = await phone.next((e) => ofType('items-changed')(e) && e.id !== seen.id);
      expect(Number(events.id)).toBeGreaterThan(Number(seen.id));
    } finally {
      phone.close();
      laptop.close();
    }
  });

  it('tells about list changes, recipes added and the list being deleted', async () => {
    const list = await createList(w.member);
    const recipe = await createRecipe(w.member, { name: 'Lemonade', recipeIngredient: ['lemons'] });
    const reader = await openEventStream(w.member, eventsPath(list.id));
    await w.member.put(`${listsPath}/${list.id}`, { name: 'Renamed' });
    await reader.next(ofType('list-changed'));
    await w.member.post(`${listsPath}/${list.id}/recipe/${recipe.id}`, {});
    await reader.next(ofType('items-changed'));
    await w.member.delete(`${listsPath}/${list.id}`);
    await reader.next(ofType('list-deleted'));
    reader.close();
  });

  it('keeps lists apart and answers a reconnect with Last-Event-ID by a resync', async () => {
    const mine = await createList(w.member);
    const other = await createList(w.member);
    const reader = await openEventStream(w.member, eventsPath(mine.id), { 'last-event-id': '7' });
    try {
      const first = await reader.next(() => true);
      expect(first.data).toMatchObject({ type: 'resync', listId: mine.id });
      expect(reader.text()).toContain('retry:');
      await addItem(w.member, { shoppingListId: other.id, note: 'not for you' });
      await expect(reader.next(ofType('items-changed'), 300)).rejects.toThrow(/no matching/);
    } finally {
      reader.close();
    }
  });

  it('refuses visitors (401), other groups (404) and bad ids (422)', async () => {
    const list = await createList(w.member);
    for (const [client, path, status] of [
      [w.visitor, eventsPath(list.id), 401],
      [w.outsider, eventsPath(list.id), 404],
      [w.member, eventsPath(crypto.randomUUID()), 404],
      [w.member, eventsPath('nope'), 422],
    ] as const) {
      const reader = await openEventStream(client, path);
      expect(reader.status, path).toBe(status);
      reader.close();
    }
  });

  it('closes the server promptly with streams open', async () => {
    const t = await startTestServer();
    const admin = (await t.setupAdmin()).client;
    const list = await createList(admin);
    const reader = await openEventStream(admin, eventsPath(list.id));
    expect(reader.status).toBe(200);
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(2000);
    reader.close();
  });
});
