/** Quantities as text: fractions with denominators up to 10 (spec §9), glyphs where they exist. */

import { formatAmount, numberLocale } from '../../../i18n/number-format';

/** The largest denominator a fraction may have (spec §9). */
export const maxDenominator = 10;

const glyphs: Record<string, string> = {
  '1/2': '½',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/4': '¼',
  '3/4': '¾',
  '1/5': '⅕',
  '2/5': '⅖',
  '3/5': '⅗',
  '4/5': '⅘',
  '1/6': '⅙',
  '5/6': '⅚',
  '1/7': '⅐',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
  '1/9': '⅑',
  '1/10': '⅒',
};

/** How close a decimal must be to a fraction to be written as one (0.333 → ⅓). */
const tolerance = 0.01;

/** The nearest fraction with a denominator up to 10, or null when none is close enough. */
export function toFraction(
  value: number,
): { whole: number; numerator: number; denominator: number } | null {
  const whole = Math.floor(value);
  const rest = value - whole;
  if (rest < tolerance) return { whole, numerator: 0, denominator: 1 };
  if (1 - rest < tolerance) return { whole: whole + 1, numerator: 0, denominator: 1 };
  for (let denominator = 2; denominator <= maxDenominator; denominator += 1) {
    const numerator = Math.round(rest * denominator);
    if (numerator > 0 && Math.abs(rest - numerator / denominator) < tolerance) {
      return { whole, numerator, denominator };
    }
  }
  return null;
}

/**
 * A quantity as text: empty for zero or none (spec §5), a fraction when the unit allows one and a
 * close fraction exists, otherwise a decimal with at most two places, written as `locale` writes
 * numbers (de-DE `1,5`).
 */
export function formatQuantity(
  quantity: number | null | undefined,
  allowFraction: boolean,
  useGlyphs = true,
  locale = numberLocale(),
): string {
  if (quantity === null || quantity === undefined || !Number.isFinite(quantity) || quantity <= 0) {
    return '';
  }
  if (!allowFraction) return formatAmount(quantity, locale);
  const fraction = toFraction(quantity);
  if (!fraction) return formatAmount(quantity, locale);
  const { whole, numerator, denominator } = fraction;
  if (numerator === 0) return formatAmount(whole, locale);
  const key = `${String(numerator)}/${String(denominator)}`;
  const part = useGlyphs ? (glyphs[key] ?? key) : key;
  if (whole === 0) return part;
  const wholeText = formatAmount(whole, locale);
  return useGlyphs && glyphs[key] ? `${wholeText}${part}` : `${wholeText} ${part}`;
}
