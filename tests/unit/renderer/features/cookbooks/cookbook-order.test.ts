import { describe, expect, it } from 'vitest';

import {
  defaultCookbookName,
  orderUpdate,
} from '../../../../../renderer/features/cookbooks/cookbook-order';

const nameFor = (count: number) => `Cookbook ${String(count)}`;

function cookbook(id: string | null, position: number) {
  return {
    id,
    name: `Book ${id ?? 'new'}`,
    description: '',
    position,
    public: false,
    categories: [],
    tags: [],
    tools: [],
    requireAllCategories: true,
    requireAllTags: true,
    requireAllTools: true,
    queryFilterString: '',
  };
}

describe('defaultCookbookName', () => {
  it('is the localised name with the list length plus 1', () => {
    expect(defaultCookbookName([], nameFor)).toBe('Cookbook 1');
    expect(defaultCookbookName([{ name: 'Soups' }, { name: 'Cakes' }], nameFor)).toBe('Cookbook 3');
  });

  it('takes the next free number when that name is already used', () => {
    const existing = [{ name: 'cookbook 3' }, { name: 'Cookbook 4' }];
    expect(defaultCookbookName(existing, nameFor)).toBe('Cookbook 5');
  });

  it('uses the translation it is given', () => {
    expect(defaultCookbookName([{ name: 'A' }], (count) => `Kochbuch ${String(count)}`)).toBe(
      'Kochbuch 2',
    );
  });
});

describe('orderUpdate', () => {
  it('renumbers positions from 1 in list order and keeps the whole list', () => {
    const list = [cookbook('c', 7), cookbook('a', 2), cookbook('b', 2)];
    const update = orderUpdate(list);
    expect(update.map((item) => [item.id, item.position])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    expect(update[0]).toMatchObject({ name: 'Book c', requireAllTags: true });
  });

  it('skips an item without an id and does not change the list it was given', () => {
    const list = [cookbook('a', 1), cookbook(null, 2), cookbook('b', 3)];
    const update = orderUpdate(list);
    expect(update.map((item) => item.id)).toEqual(['a', 'b']);
    expect(update.map((item) => item.position)).toEqual([1, 3]);
    expect(list.map((item) => item.position)).toEqual([1, 2, 3]);
  });

  it('answers an empty update for an empty list', () => {
    expect(orderUpdate([])).toEqual([]);
  });
});
