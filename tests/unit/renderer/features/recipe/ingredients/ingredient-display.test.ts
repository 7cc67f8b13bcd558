import { describe, expect, it } from 'vitest';

import { detectTimers, formatClock } from '../../../../../../renderer/features/recipe/cook/timers';
import {
  formatQuantity,
  formatUnit,
  ingredientParts,
  ingredientText,
  scaleYield,
  toFraction,
  unscaledLineCount,
  yieldNumber,
} from '../../../../../../renderer/features/recipe/ingredients/ingredient-display';
import { foodOut, unitOut } from '../../../../../helpers/reference-items';

const unit = unitOut;
const food = (name: string, pluralName: string | null = null) => foodOut('f1', name, pluralName);

describe('quantities', () => {
  it.each([
    [0.5, '½'],
    [0.333, '⅓'],
    [0.666, '⅔'],
    [1.5, '1½'],
    [0.3, '3/10'],
    [0.4, '⅖'],
    [2, '2'],
    [0.1, '⅒'],
    [0.999, '1'],
  ])('writes %s as %s when fractions are allowed', (value, text) => {
    expect(formatQuantity(value, true)).toBe(text);
  });

  it('uses plain fractions without glyphs', () => {
    expect(formatQuantity(0.333, true, false)).toBe('1/3');
    expect(formatQuantity(2.5, true, false)).toBe('2 1/2');
    expect(formatQuantity(0.7, true, false)).toBe('7/10');
  });

  it('keeps denominators at 10 or below and falls back to decimals', () => {
    expect(toFraction(1 / 12)).toBeNull();
    expect(formatQuantity(1 / 12, true)).toBe('0.08');
    expect(toFraction(0.125)?.denominator).toBe(8);
  });

  it('writes decimals when the unit does not allow fractions', () => {
    expect(formatQuantity(0.333, false)).toBe('0.33');
    expect(formatQuantity(250, false)).toBe('250');
  });

  it.each([0, null, undefined, Number.NaN, -1])('hides %s', (value) => {
    expect(formatQuantity(value, true)).toBe('');
  });
});

describe('units and foods', () => {
  it('abbreviates when the unit says so and pluralises above one', () => {
    expect(formatUnit(unit(), 1)).toBe('cup');
    expect(formatUnit(unit(), 2)).toBe('cups');
    expect(formatUnit(unit({ useAbbreviation: true }), 2)).toBe('c');
    expect(formatUnit(unit({ useAbbreviation: true, pluralAbbreviation: 'cs' }), 3)).toBe('cs');
    expect(formatUnit(null, 2)).toBe('');
  });

  it('builds a line, scales it and hides an empty quantity', () => {
    const line = {
      quantity: 0.5,
      unit: unit(),
      food: food('apple', 'apples'),
      note: 'peeled',
      disableAmount: false,
      display: '',
    };
    expect(ingredientText(ingredientParts(line, 1, false))).toBe('½ cup apple peeled');
    expect(ingredientText(ingredientParts(line, 4, false))).toBe('2 cups apples peeled');
    expect(ingredientText(ingredientParts({ ...line, quantity: 0 }, 2, false))).toBe(
      'cup apple peeled',
    );
    const grams = { ...line, quantity: 1 / 3, unit: unit({ name: 'gram', fraction: false }) };
    expect(ingredientParts(grams, 1, false).quantity).toBe('0.33');
  });

  it('with amounts disabled, a free-text line is its note, scaled where it has amounts', () => {
    const line = {
      quantity: null,
      unit: null,
      food: null,
      note: '2 cups flour',
      disableAmount: false,
      display: '',
    };
    expect(ingredientText(ingredientParts(line, 1, true))).toBe('2 cups flour');
    expect(ingredientText(ingredientParts(line, 3, true))).toBe('6 cups flour');
    // Mealie's rule: a quantity of 1 is the default of an unparsed line, not an amount.
    expect(ingredientText(ingredientParts({ ...line, quantity: 1 }, 1, true))).toBe('2 cups flour');
    expect(ingredientText(ingredientParts({ ...line, quantity: 3, note: 'eggs' }, 2, true))).toBe(
      '6 eggs',
    );
  });

  it('never loses a line’s text: parsed parts or the original text fill an empty note', () => {
    const parsed = {
      quantity: 2,
      unit: unit(),
      food: food('flour'),
      note: '',
      disableAmount: true,
      display: '2',
      originalText: '2 cups flour',
    };
    expect(ingredientText(ingredientParts(parsed, 1, true))).toBe('2 cups flour');
    expect(ingredientText(ingredientParts({ ...parsed, note: 'sifted' }, 2, true))).toBe(
      '4 cups flour sifted',
    );
    const bare = { ...parsed, quantity: 0, unit: null, food: null, originalText: 'salt to taste' };
    expect(ingredientText(ingredientParts(bare, 1, true))).toBe('salt to taste');
    expect(ingredientText(ingredientParts({ ...bare, disableAmount: false }, 1, false))).toBe(
      'salt to taste',
    );
    // With amounts on, a line with no food shows its quantity and note.
    const noFood = { ...bare, quantity: 1, note: 'lemon, zested', disableAmount: false };
    expect(ingredientText(ingredientParts(noFood, 1, false))).toBe('1 lemon, zested');
  });

  it('counts the free-text lines with numbers that scaling cannot reach', () => {
    const text = (note: string) => ({
      quantity: null,
      unit: null,
      food: null,
      note,
      disableAmount: true,
      display: note,
    });
    const lines = [
      text('2 cups flour'),
      text('Juice of 2 lemons'),
      text('a 9x13 pan'),
      text('salt to taste'),
      { ...text(''), quantity: 2, unit: unit(), food: food('sugar') },
    ];
    expect(unscaledLineCount(lines, true)).toBe(2);
  });
});

describe('yields', () => {
  it('reads and scales the leading number', () => {
    expect(yieldNumber('4 servings')).toBe(4);
    expect(yieldNumber('a loaf')).toBeNull();
    expect(scaleYield('4 servings', 2)).toBe('8 servings');
    expect(scaleYield('3 servings', 0.5)).toBe('1 1/2 servings');
    expect(scaleYield('a loaf', 2)).toBe('a loaf');
  });
});

describe('cook timers', () => {
  it('finds durations in instruction text', () => {
    expect(detectTimers('Bake 25 minutes until golden.')).toEqual([
      { label: '25 minutes', seconds: 1500 },
    ]);
    expect(detectTimers('Simmer for 1 hour, then rest 10 mins.').map((t) => t.seconds)).toEqual([
      3600, 600,
    ]);
    expect(detectTimers('Roast 20-25 minutes')[0]?.seconds).toBe(1500);
    expect(detectTimers('Cook 1.5 hours')[0]?.seconds).toBe(5400);
    expect(detectTimers('Mix well.')).toEqual([]);
  });

  it('formats a clock', () => {
    expect(formatClock(90)).toBe('1:30');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});
