import { jsonDepthExceeds, maxJsonDepth } from '../domain/json-depth';

import { BrokenRecipeError } from './types';

/** A recipe file's JSON object; anything else (bad JSON, a list, nesting past the limit) is broken. */
export function parseRecipeJson(text: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new BrokenRecipeError('errors.migrations.isNotValidJson', { what });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new BrokenRecipeError('errors.migrations.doesNotHoldARecipe', { what });
  }
  if (jsonDepthExceeds(value)) {
    throw new BrokenRecipeError('errors.migrations.isNestedMoreThanLevels', { what, maxJsonDepth });
  }
  return value as Record<string, unknown>;
}

/** Numbers written as numbers or text ("4", "4.5"); null otherwise. */
export function numberOf(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** A 0–5 star rating, or null when there is none. */
export function starsOf(value: unknown): number | null {
  const number = numberOf(value);
  return number !== null && number > 0 ? Math.min(number, 5) : null;
}
