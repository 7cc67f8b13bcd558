import type { Nutrition } from '../contract/recipes';

import { cleanText } from './text';

const fields = [
  'calories',
  'fatContent',
  'proteinContent',
  'carbohydrateContent',
  'fiberContent',
  'sodiumContent',
  'sugarContent',
] as const;

const number = /\d+(?:[.,]\d+)?/;

/**
 * schema.org NutritionInformation as Mealie keeps it: the number of each known field as a string
 * (its UI adds the units: kcal, g, mg for sodium), sodium given in grams turned into milligrams.
 */
export function cleanNutrition(value: unknown): Nutrition | null {
  const node = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (!node || typeof node !== 'object') return null;
  const record = node as Record<string, unknown>;
  const out: Nutrition = {};
  for (const field of fields) {
    const text = cleanText(record[field]);
    const match = number.exec(text);
    if (!match) continue;
    let amount = match[0].replace(',', '.');
    if (field === 'sodiumContent' && /\d\s*g\b/i.test(text) && !/mg/i.test(text)) {
      amount = String(Math.round(Number(amount) * 1000 * 100) / 100);
    }
    out[field] = amount;
  }
  return Object.keys(out).length > 0 ? out : null;
}
