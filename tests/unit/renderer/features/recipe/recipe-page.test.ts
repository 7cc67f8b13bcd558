import { describe, expect, it } from 'vitest';

import {
  moveItem,
  removeItem,
  replaceItem,
} from '../../../../../renderer/features/recipe/edit/list-ops';
import {
  defaultPrintPreferences,
  parsePrintPreferences,
} from '../../../../../renderer/features/recipe/print/print-preferences';
import {
  defaultShareExpiry,
  expiryFromDateInput,
  toDateInput,
} from '../../../../../renderer/features/recipe/share/share-dates';

describe('print preferences', () => {
  it('defaults to image left with description and notes', () => {
    expect(parsePrintPreferences(null)).toEqual({
      imagePosition: 'left',
      showDescription: true,
      showNotes: true,
    });
  });

  it('keeps valid saved values and repairs the rest', () => {
    expect(
      parsePrintPreferences(JSON.stringify({ imagePosition: 'hidden', showNotes: false })),
    ).toEqual({ imagePosition: 'hidden', showDescription: true, showNotes: false });
    expect(parsePrintPreferences('{"imagePosition":"top","showDescription":"no"}')).toEqual(
      defaultPrintPreferences,
    );
    expect(parsePrintPreferences('not json')).toEqual(defaultPrintPreferences);
  });
});

describe('share dates', () => {
  it('defaults to 30 days after today', () => {
    expect(defaultShareExpiry(new Date(2026, 0, 15))).toBe('2026-02-14');
    expect(defaultShareExpiry(new Date(2026, 11, 10))).toBe('2027-01-09');
  });

  it('reads a date input as the end of that local day', () => {
    const date = expiryFromDateInput('2026-03-05');
    expect(date && toDateInput(date)).toBe('2026-03-05');
    expect(date?.getHours()).toBe(23);
    expect(expiryFromDateInput('')).toBeNull();
    expect(expiryFromDateInput('05/03/2026')).toBeNull();
  });
});

describe('editor lists', () => {
  it('moves, replaces and removes rows', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(replaceItem(['a', 'b'], 1, 'x')).toEqual(['a', 'x']);
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});
