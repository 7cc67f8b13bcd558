import type { Nutrition } from '../contract/recipes';
import { cleanNutrition } from '../scraper/nutrition';
import { cleanLines, cleanText } from '../scraper/text';

import type { StepDraft } from './recipe-draft';

/** Values as exports write them, made into what a recipe draft holds. */

export const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** A date (`2021-03-04`, `2021-03-04 10:20:30`, ISO) as the date part, else null. */
export function dateOnly(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|[ T])/.exec(value.trim());
  if (!match?.[1]) return null;
  return Number.isNaN(Date.parse(match[1])) ? null : match[1];
}

/** Organizer names: cleaned, cut to fit, each once (ignoring case). */
export function organizerNames(values: unknown[] | undefined): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const value of values ?? []) {
    const name = cut(cleanText(value), 200);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names.slice(0, 200);
}

/** Names from one text split on commas (keywords, Chowdown tags) or a list of names. */
export function splitList(value: unknown, separator: RegExp = /,/): string[] {
  if (Array.isArray(value)) return (value as unknown[]).flatMap((item) => splitList(item));
  if (typeof value !== 'string') return [];
  return value.split(separator).map((part) => part.trim());
}

/** Step lines without the numbers apps write before them ("1. ", "2) "). */
export function stepsFromLines(lines: string[]): StepDraft[] {
  return lines
    .map((line) => line.replace(/^\s*(?:step\s*)?\d{1,3}\s*[.):]\s+/i, '').trim())
    .filter(Boolean)
    .map((text) => ({ text }));
}

/** Text with line breaks (or HTML) as its non-empty lines. */
export const textLines = (value: unknown): string[] => cleanLines(value);

const nutritionKeys: [RegExp, keyof Nutrition][] = [
  [/^(calories|energy|kcal)/, 'calories'],
  [/^(total\s*)?fat/, 'fatContent'],
  [/^protein/, 'proteinContent'],
  [/^(total\s*)?carb/, 'carbohydrateContent'],
  [/^(dietary\s*)?fib(er|re)/, 'fiberContent'],
  [/^sodium/, 'sodiumContent'],
  [/^(total\s*)?sugars?/, 'sugarContent'],
];

/**
 * Nutrition written as "Calories: 250" lines (Paprika, My Recipe Box). What Larder has a field
 * for becomes nutrition; when some lines fit no field, the whole text is also kept as a note.
 */
export function nutritionFromText(text: unknown): { nutrition: Nutrition | null; note: string } {
  const lines = textLines(text);
  const found: Record<string, string> = {};
  let unmatched = 0;
  for (const line of lines) {
    const [rawKey, ...rest] = line.split(/[:=]/);
    const key = (rawKey ?? '').trim().toLowerCase();
    const value = rest.join(':').trim();
    const field = nutritionKeys.find(([pattern]) => pattern.test(key))?.[1];
    if (field && value && /\d/.test(value) && !/saturated|trans|unsaturated/.test(key)) {
      found[field] ??= value;
    } else unmatched += 1;
  }
  const nutrition = cleanNutrition(found);
  return { nutrition, note: unmatched > 0 || !nutrition ? lines.join('\n') : '' };
}
