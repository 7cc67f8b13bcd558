import { describe, expect, it } from 'vitest';

import {
  formatQuantity,
  ingredientDisplay,
  nearestFraction,
} from '../../../../server/domain/ingredient-display';

const cup = {
  name: 'cup',
  pluralName: 'cups',
  abbreviation: 'c',
  pluralAbbreviation: '',
  useAbbreviation: false,
  fraction: true,
};
const gram = {
  name: 'gram',
  pluralName: 'grams',
  abbreviation: 'g',
  pluralAbbreviation: null,
  useAbbreviation: true,
  fraction: false,
};
const flour = { name: 'flour', pluralName: null };
const egg = { name: 'egg', pluralName: 'eggs' };

describe('quantities', () => {
  it('writes fractions with Unicode super- and subscripts, mixed numbers with a space', () => {
    expect(formatQuantity(0.5, true)).toBe('¹/₂');
    expect(formatQuantity(1.5, true)).toBe('1 ¹/₂');
    expect(formatQuantity(0.333, true)).toBe('¹/₃');
    expect(formatQuantity(2, true)).toBe('2');
    expect(formatQuantity(0.999, true)).toBe('1');
  });

  it('writes decimals rounded to three places when the unit refuses fractions', () => {
    expect(formatQuantity(1.23456, false)).toBe('1.235');
    expect(formatQuantity(250, false)).toBe('250');
  });

  it('finds the nearest fraction up to /32', () => {
    expect(nearestFraction(0.03125)).toEqual({ whole: 0, numerator: 1, denominator: 32 });
  });
});

describe('display text', () => {
  it('joins quantity, unit, food and note; plurals above one', () => {
    expect(
      ingredientDisplay({
        quantity: 2,
        unit: cup,
        food: flour,
        note: 'sifted',
        disableAmount: false,
      }),
    ).toBe('2 cups flour sifted');
    expect(
      ingredientDisplay({ quantity: 1, unit: cup, food: flour, note: '', disableAmount: false }),
    ).toBe('1 cup flour');
    expect(
      ingredientDisplay({ quantity: 3, unit: null, food: egg, note: '', disableAmount: false }),
    ).toBe('3 eggs');
    expect(
      ingredientDisplay({ quantity: 250, unit: gram, food: flour, note: '', disableAmount: false }),
    ).toBe('250 g flour');
  });

  it('hides a zero quantity and its unit, and makes the food plural', () => {
    expect(
      ingredientDisplay({
        quantity: 0,
        unit: cup,
        food: egg,
        note: 'to taste',
        disableAmount: false,
      }),
    ).toBe('eggs to taste');
    expect(
      ingredientDisplay({
        quantity: null,
        unit: null,
        food: null,
        note: 'salt',
        disableAmount: false,
      }),
    ).toBe('salt');
  });

  it('shows only the note (and a quantity other than 0 or 1) when amounts are off', () => {
    expect(
      ingredientDisplay({
        quantity: 1,
        unit: cup,
        food: flour,
        note: '1 cup flour',
        disableAmount: true,
      }),
    ).toBe('1 cup flour');
    expect(
      ingredientDisplay({
        quantity: 2,
        unit: null,
        food: null,
        note: 'lemons',
        disableAmount: true,
      }),
    ).toBe('2 lemons');
  });
});
