import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FoodOut, UnitOut } from '../../../../../server/contract/organizers';
import type { LabelSettingOut, ShoppingListItemOut } from '../../../../../server/contract/shopping';
import {
  groupByLabel,
  listAsText,
  renumber,
  sortItems,
} from '../../../../../renderer/features/shopping/list-view';
import {
  applyPending,
  newItemId,
  pruneEdit,
  readOutbox,
  writeOutbox,
  type PendingEdit,
} from '../../../../../renderer/features/shopping/outbox';

const listId = '00000000-0000-4000-8000-000000000001';

function item(id: string, fields: Partial<ShoppingListItemOut> = {}): ShoppingListItemOut {
  const note = fields.note ?? id;
  return {
    id,
    shoppingListId: listId,
    checked: false,
    position: 0,
    quantity: 1,
    unit: null,
    unitId: null,
    food: null,
    foodId: null,
    note,
    isFood: false,
    disableAmount: null,
    display: note,
    labelId: null,
    label: null,
    extras: {},
    recipeReferences: [],
    createdAt: '2026-01-01T00:00:00Z',
    updateAt: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

function setting(labelId: string, name: string, position: number): LabelSettingOut {
  return {
    id: `s-${labelId}`,
    shoppingListId: listId,
    labelId,
    position,
    label: { id: labelId, groupId: 'g', name, color: '#000000' },
  };
}

const carrot = { id: 'f1', name: 'carrot', pluralName: 'carrots' } as FoodOut;
const cup = { id: 'u1', name: 'cup', pluralName: 'cups', fraction: true } as UnitOut;

describe('shopping outbox: pending edits over the server copy', () => {
  it('adds a created line with a display made like the server', () => {
    const edits: PendingEdit[] = [
      {
        kind: 'create',
        editId: 'e1',
        item: {
          id: 'n1',
          shoppingListId: listId,
          quantity: 2,
          food: carrot,
          unit: cup,
          note: 'raw',
        },
      },
      { kind: 'create', editId: 'e2', item: { id: 'n2', shoppingListId: listId, note: 'bread' } },
    ];
    const shown = applyPending([item('a')], edits);
    expect(shown.map((line) => [line.id, line.display, line.isPending])).toEqual([
      ['a', 'a', false],
      ['n1', '2 cups carrots raw', true],
      ['n2', 'bread', true],
    ]);
    expect(shown[1]).toMatchObject({ foodId: 'f1', unitId: 'u1' });
  });

  it('applies updates and deletes in order; the later edit of a field wins', () => {
    const edits: PendingEdit[] = [
      { kind: 'update', editId: 'e1', patches: [{ id: 'a', patch: { checked: true, note: 'x' } }] },
      { kind: 'update', editId: 'e2', patches: [{ id: 'a', patch: { checked: false } }] },
      { kind: 'delete', editId: 'e3', ids: ['b'] },
    ];
    const shown = applyPending([item('a'), item('b'), item('c')], edits);
    expect(shown.map((line) => line.id)).toEqual(['a', 'c']);
    expect(shown[0]).toMatchObject({ checked: false, note: 'x', display: 'x', isPending: true });
    expect(shown[1]?.isPending).toBe(false);
  });

  it('is idempotent once the server has the edit (a create is not shown twice)', () => {
    const create: PendingEdit = {
      kind: 'create',
      editId: 'e1',
      item: { id: 'a', shoppingListId: listId, note: 'a' },
    };
    expect(applyPending([item('a')], [create])).toHaveLength(1);
  });

  it('trims edits to lines that still exist, and drops empty ones', () => {
    const update: PendingEdit = {
      kind: 'update',
      editId: 'e1',
      patches: [
        { id: 'a', patch: { checked: true } },
        { id: 'gone', patch: { checked: true } },
      ],
    };
    expect(pruneEdit(update, new Set(['a']))).toEqual({
      ...update,
      patches: [{ id: 'a', patch: { checked: true } }],
    });
    expect(pruneEdit(update, new Set())).toBeNull();
    expect(pruneEdit({ kind: 'delete', editId: 'e2', ids: ['gone'] }, new Set(['a']))).toBeNull();
  });

  describe('storage', () => {
    beforeEach(() => {
      const store = new Map<string, string>();
      vi.stubGlobal('window', {
        localStorage: {
          getItem: (key: string) => store.get(key) ?? null,
          setItem: (key: string, value: string) => store.set(key, value),
          removeItem: (key: string) => store.delete(key),
        },
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('survives a reload per list, and forgets an empty outbox', () => {
      const edits: PendingEdit[] = [{ kind: 'delete', editId: 'e1', ids: ['a'] }];
      writeOutbox(listId, edits);
      expect(readOutbox(listId)).toEqual(edits);
      expect(readOutbox('another')).toEqual([]);
      writeOutbox(listId, []);
      expect(readOutbox(listId)).toEqual([]);
    });

    it('reads garbage as an empty outbox', () => {
      window.localStorage.setItem(`larder.shopping-outbox.${listId}`, '{not json');
      expect(readOutbox(listId)).toEqual([]);
    });
  });

  it('makes v4 UUIDs without crypto.randomUUID', () => {
    const ids = new Set(Array.from({ length: 50 }, newItemId));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});

describe('shopping list view', () => {
  const lines = [
    item('milk', { position: 2, labelId: 'dairy' }),
    item('pears', { position: 0, labelId: 'produce' }),
    item('foil', { position: 1 }),
    item('old', { position: 1, labelId: 'deleted-label', createdAt: '2025-01-01T00:00:00Z' }),
  ];
  const settings = [setting('dairy', 'Dairy', 1), setting('produce', 'Produce', 0)];

  it('sorts by position, then the older line first', () => {
    expect(sortItems(lines).map((line) => line.id)).toEqual(['pears', 'old', 'foil', 'milk']);
  });

  it('groups by the list label order, unknown labels under "No label", empty sections left out', () => {
    const sections = groupByLabel(
      sortItems(lines),
      [...settings, setting('x', 'Empty', 2)],
      'None',
    );
    expect(sections.map((s) => [s.name, s.items.map((line) => line.id)])).toEqual([
      ['Produce', ['pears']],
      ['Dairy', ['milk']],
      ['None', ['old', 'foil']],
    ]);
  });

  it('copies plain lines, or sections with headings when viewed by label', () => {
    const sorted = sortItems(lines);
    expect(listAsText('plain', sorted, null)).toBe('pears\nold\nfoil\nmilk');
    const sections = groupByLabel(sorted, settings, 'No label');
    expect(listAsText('plain', sorted, sections)).toBe(
      '[Produce]\npears\n\n[Dairy]\nmilk\n\n[No label]\nold\nfoil',
    );
    expect(listAsText('markdown', sorted, sections.slice(0, 1))).toBe('# Produce\n- [ ] pears');
  });

  it('renumbers positions from 0, sending only the lines that moved', () => {
    const ordered = [
      item('b', { position: 1 }),
      item('a', { position: 0 }),
      item('c', { position: 2 }),
    ];
    expect(renumber(ordered)).toEqual([
      { id: 'b', patch: { position: 0 } },
      { id: 'a', patch: { position: 1 } },
    ]);
  });
});
