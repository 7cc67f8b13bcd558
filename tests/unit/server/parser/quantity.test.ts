import { describe, expect, it } from 'vitest';

import { normalizeLine } from '../../../../server/parser/normalize';
import { readAmount } from '../../../../server/parser/quantity';
import { tokenize } from '../../../../server/parser/tokenize';

const amountOf = (line: string) => {
  const amount = readAmount(tokenize(normalizeLine(line)), 0);
  return amount && { value: Number(amount.value.toFixed(4)), max: amount.max };
};

describe('normalizeLine', () => {
  it.each([
    ['1½ cups', '1 1/2 cups'],
    ['½ tsp', '1/2 tsp'],
    ['2¾ oz', '2 3/4 oz'],
    ['10⅛ in', '10 1/8 in'],
    ['1 ¹/₂ cups', '1 1/2 cups'],
    ['1⁄4 cup', '1/4 cup'],
    ['200g flour', '200 g flour'],
    ['1,5 kg', '1.5 kg'],
    ['1,500 g', '1500 g'],
    ['2–3 cups', '2-3 cups'],
    ['1st course', '1st course'],
    ['28-ounce can', '28-ounce can'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeLine(input)).toBe(expected);
  });
});

describe('readAmount', () => {
  it.each([
    ['3 eggs', 3, null],
    ['1.5 kg', 1.5, null],
    ['.5 cup', 0.5, null],
    ['1/3 cup', 0.3333, null],
    ['1 1/2 cups', 1.5, null],
    ['1-1/2 cups', 1.5, null],
    ['1½ EL', 1.5, null],
    ['⅛ teaspoon', 0.125, null],
    ['2-3 cups', 2, 3],
    ['2 to 3 tablespoons', 2, 3],
    ['2 or 3 sprigs', 2, 3],
    ['1/2 to 3/4 cup', 0.5, 0.75],
    ['2 à 3 c. à soupe', 2, 3],
    ['2 bis 3 EL', 2, 3],
    ['two cups', 2, null],
    ['deux tranches', 2, null],
    ['zwei Eier', 2, null],
    ['tres huevos', 3, null],
    ['due uova', 2, null],
    ['drie eieren', 3, null],
    ['half a lemon', 0.5, null],
  ])('%s → %s', (line, value, max) => {
    expect(amountOf(line)).toEqual({ value, max });
  });

  it('reads no amount from words, and no range that runs backwards', () => {
    expect(amountOf('salt to taste')).toBeNull();
    expect(amountOf('3-2 cups')).toEqual({ value: 3, max: null });
    expect(amountOf('1/0 cup')).toBeNull();
  });
});
