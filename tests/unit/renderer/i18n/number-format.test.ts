import { describe, expect, it } from 'vitest';

import { formatQuantity } from '../../../../renderer/features/recipe/ingredients/quantity-format';
import {
  decimalSeparator,
  formatAmount,
  formatNutritionValue,
  parseAmount,
} from '../../../../renderer/i18n/number-format';

describe('amounts in the locale’s way', () => {
  it.each([
    ['en-US', 1.5, '1.5'],
    ['de-DE', 1.5, '1,5'],
    ['fr-FR', 0.25, '0,25'],
    ['de-DE', 1500, '1500'],
    ['en-US', 1.23456, '1.23'],
    ['ar-SA', 1.5, '١٫٥'],
  ])('%s writes %d as %s', (locale, value, text) => {
    expect(formatAmount(value, locale)).toBe(text);
  });

  it('writes decimals with the separator and fractions with glyphs, as the unit allows', () => {
    expect(formatQuantity(1.5, false, true, 'de-DE')).toBe('1,5');
    expect(formatQuantity(1.5, true, true, 'de-DE')).toBe('1½');
    expect(formatQuantity(1.5, true, false, 'de-DE')).toBe('1 1/2');
    expect(formatQuantity(1.53, true, true, 'de-DE')).toBe('1,53');
    expect(formatQuantity(2, true, true, 'de-DE')).toBe('2');
    expect(formatQuantity(1.5, false, true, 'en-US')).toBe('1.5');
    expect(formatQuantity(0, false, true, 'de-DE')).toBe('');
  });

  it('reads typed amounts with a point, a comma or the locale’s own separator', () => {
    expect(decimalSeparator('de-DE')).toBe(',');
    expect(decimalSeparator('en-US')).toBe('.');
    expect(parseAmount('1,5', 'de-DE')).toBe(1.5);
    expect(parseAmount('1.5', 'de-DE')).toBe(1.5);
    expect(parseAmount('0,75', 'en-US')).toBe(0.75);
    expect(parseAmount('2٫5', 'ar-SA')).toBe(2.5);
    expect(parseAmount(' 3 ', 'en-US')).toBe(3);
    expect(parseAmount('', 'de-DE')).toBeNull();
    expect(parseAmount('abc', 'de-DE')).toBeNull();
  });

  it('writes bare nutrition numbers in the locale’s way and leaves other text as written', () => {
    expect(formatNutritionValue('12.5', 'de-DE')).toBe('12,5');
    expect(formatNutritionValue('250', 'de-DE')).toBe('250');
    expect(formatNutritionValue('12,5', 'en-US')).toBe('12.5');
    expect(formatNutritionValue('200 kcal', 'de-DE')).toBe('200 kcal');
  });
});
