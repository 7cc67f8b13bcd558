import { describe, expect, it } from 'vitest';

import { toFtsQuery } from '../../../../server/db/fts-query';

describe('toFtsQuery', () => {
  it('makes every word a quoted prefix term, ANDed', () => {
    expect(toFtsQuery('Tom sou')).toBe('"tom"* AND "sou"*');
  });

  it('keeps letters of every script and accents (the tokenizer folds them)', () => {
    expect(toFtsQuery('Crème brûlée 2')).toBe('"crème"* AND "brûlée"* AND "2"*');
    expect(toFtsQuery('ラーメン')).toBe('"ラーメン"*');
    // decomposed accents are composed; a stray combining mark is no word
    expect(toFtsQuery('Cre\u0300me \u0301')).toBe('"crème"*');
  });

  it('drops FTS5 syntax and duplicates', () => {
    expect(toFtsQuery('OR b* NEAR(c) -d ^e {name}: f b')).toBe(
      '"or"* AND "b"* AND "near"* AND "c"* AND "d"* AND "e"* AND "name"* AND "f"*',
    );
  });

  it('keeps double-quoted text together as a phrase', () => {
    expect(toFtsQuery('"Tomato Sou" basil')).toBe('"tomato sou"* AND "basil"*');
    expect(toFtsQuery('"a" "" "b:c" "unclosed')).toBe('"a"* AND "b c"* AND "unclosed"*');
  });

  it('returns null when nothing is left, and caps the word count', () => {
    expect(toFtsQuery('  !!! -- ')).toBeNull();
    const many = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    expect(toFtsQuery(many)?.split(' AND ')).toHaveLength(12);
  });
});
