import { cleanText } from './text';

const bareNumber = /^\d+(?:[.,]\d+)?(?:\s*(?:-|–|to)\s*\d+(?:[.,]\d+)?)?$/;

function oneYield(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const amount = cleanText(record.value ?? record.minValue);
    const unit = cleanText(record.unitText ?? record.unitCode);
    return [amount, unit].filter(Boolean).join(' ');
  }
  return cleanText(value);
}

/**
 * `recipeYield` as one line of text: a bare number becomes "4 servings"; of several values
 * (pages often give `["4", "4 servings"]`) the first that says what it counts wins.
 */
export function cleanYield(value: unknown): string | null {
  const values = (Array.isArray(value) ? (value as unknown[]) : [value])
    .map(oneYield)
    .filter((text) => text.length > 0);
  const worded = values.find((text) => !bareNumber.test(text));
  const chosen = worded ?? values[0];
  if (!chosen) return null;
  if (bareNumber.test(chosen)) {
    return chosen === '1' ? '1 serving' : `${chosen.replace(/\s+/g, ' ')} servings`;
  }
  return chosen;
}
