import i18next from 'i18next';

import { defaultLocale } from './locales';

/** The page's locale for numbers; American English until i18next has started (and in tests). */
export function numberLocale(): string {
  return i18next.language || defaultLocale;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount with the locale's decimal separator (de-DE `1,5`) and at most `maxDecimals` places.
 * No thousands grouping: `1.500` would read as one and a half where the separator is a point.
 */
export function formatAmount(value: number, locale = numberLocale(), maxDecimals = 2): string {
  const key = `${locale}|${String(maxDecimals)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      maximumFractionDigits: maxDecimals,
      useGrouping: false,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** The character the locale writes between whole and decimal places. */
export function decimalSeparator(locale = numberLocale()): string {
  const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * A typed decimal: a point always works, and so do a comma and the locale's own separator
 * (Arabic `٫`), so people type amounts as they write them. Null for empty or not a number.
 */
export function parseAmount(text: string, locale = numberLocale()): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const normalised = trimmed.replaceAll(decimalSeparator(locale), '.').replaceAll(',', '.');
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** A nutrition value as the locale writes it when it is a bare number ("12.5"); else as written. */
export function formatNutritionValue(text: string, locale = numberLocale()): string {
  if (!/^\s*\d+(?:[.,]\d+)?\s*$/.test(text)) return text;
  return formatAmount(Number(text.trim().replace(',', '.')), locale);
}
