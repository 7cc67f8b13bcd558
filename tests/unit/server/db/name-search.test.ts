import { describe, expect, it } from 'vitest';

import { searchWords } from '../../../../server/db/name-search';

describe('searchWords', () => {
  it('splits on spaces, lower-cases and keeps quoted phrases whole', () => {
    expect(searchWords('  Apple  PIE ')).toEqual(['apple', 'pie']);
    expect(searchWords('"sour cream" onion')).toEqual(['sour cream', 'onion']);
  });

  it('gives no words for blank or missing input', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('""')).toEqual([]);
    expect(searchWords(null)).toEqual([]);
  });
});
