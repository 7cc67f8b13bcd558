import { describe, expect, it } from 'vitest';

import { firstFreeName, slugify } from '../../../../server/domain/slug';

describe('slugify, as Mealie does it', () => {
  it.each([
    ["Grandma's Apple Pie!", 'grandma-s-apple-pie'],
    ['Crème Brûlée', 'creme-brulee'],
    ['1,000 Island Dressing', '1000-island-dressing'],
    ['Ærtesuppe straße', 'aertesuppe-strasse'],
    ['2½ cups', '21-2-cups'],
    ['Fish &amp; Chips', 'fish-chips'],
    ['  --Hello   World--  ', 'hello-world'],
    ['北京烤鸭', 'beijingkaoya'],
    ['!!!', ''],
  ])('%s → %s', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});

describe('firstFreeName', () => {
  it('adds " (n)" until the slug is free', () => {
    const taken = new Set(['soup', 'soup-1']);
    expect(firstFreeName('Soup', (s) => taken.has(s))).toEqual({
      name: 'Soup (2)',
      slug: 'soup-2',
    });
    expect(firstFreeName('Stew', (s) => taken.has(s))).toEqual({ name: 'Stew', slug: 'stew' });
  });

  it('gives up after ten tries', () => {
    expect(firstFreeName('Soup', () => true)).toBeNull();
  });
});
