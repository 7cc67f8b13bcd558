import { describe, expect, it } from 'vitest';

import { parseBrute } from '../../../../server/parser/brute';
import { foodNameVariants } from '../../../../server/parser/name-variants';
import { parseNlp } from '../../../../server/parser/nlp';
import { parseIngredientLine } from '../../../../server/parser/parse';

describe('parseBrute', () => {
  it('reads an amount, one known unit, the food up to a comma and the rest as note', () => {
    expect(parseBrute('1 1/2 cups chopped onions, divided')).toMatchObject({
      quantity: 1.5,
      unit: { concept: 'cup' },
      food: 'chopped onions',
      note: 'divided',
    });
    expect(parseBrute('2 eggs (large)')).toMatchObject({
      quantity: 2,
      unit: null,
      food: 'eggs',
      note: 'large',
    });
    expect(parseBrute('Salt')).toMatchObject({ quantity: 0, unit: null, food: 'Salt' });
  });

  it('is simpler than nlp: preparation words stay in the food', () => {
    const line = '2 tablespoons finely chopped parsley';
    expect(parseBrute(line).food).toBe('finely chopped parsley');
    expect(parseNlp(line).food).toBe('parsley');
    expect(parseIngredientLine(line, 'brute')).toEqual(parseBrute(line));
    expect(parseIngredientLine(line, 'nlp')).toEqual(parseNlp(line));
  });
});

describe('foodNameVariants', () => {
  it.each([
    ['tomatoes', ['tomatoes', 'tomato', 'tomatoe']],
    ['berry', ['berry', 'berries']],
    ['bay leaves', ['bay leaves', 'bay leaf', 'bay leafe']],
    ['onion', ['onion', 'onions']],
    ['green onion', ['green onion', 'green onions']],
    ['couscous', ['couscous']],
  ])('%s', (name, variants) => {
    expect(foodNameVariants(name)).toEqual(variants);
  });
});
