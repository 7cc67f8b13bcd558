import { lookUpUnit } from '../../server/parser/units';

import type { LabelledLine } from './dataset';
import { singularize } from './normalize-food';

/** What a parser should answer for a line, in the bench's canonical terms. */
export interface Expected {
  /** null when the line has no numeric amount. */
  quantity: number | null;
  /** Canonical English singular, or null for no unit. */
  unit: string | null;
  food: string;
}

/**
 * Size and degree words the data set files under units ("large", "heaping tablespoon", "thin
 * slice"). Larder keeps these in the note, so the bench drops them from the label: "large" means
 * no unit, "large clove" means clove.
 */
const unitModifiers = new Set([
  'large',
  'medium',
  'small',
  'medium-size',
  'medium-sized',
  'extra-large',
  'medium-large',
  'very',
  'thin',
  'thick',
  'heaping',
  'scant',
  'generous',
  'healthy',
  'big',
  'tiny',
  'jumbo',
  'hefty',
  'smaller',
  'full',
  'extra',
  'small-to-medium',
  'medium-to-large',
  'paper-thin',
  'size',
  'to',
]);

/** A unit word as the bench compares it: the lexicon's concept, else the singular in lower case. */
export function canonicalUnit(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  return lookUpUnit(trimmed)?.concept ?? singularize(trimmed.toLowerCase());
}

/**
 * The first amount of the label; a range counts as its low end (Mealie keeps the low end in
 * `quantity`); "half" is 0.5, "dozen" 12; "few" and other words count as no amount.
 */
export function expectedQuantity(label: string): number | null {
  const first = label.trim().split(/\s+/)[0] ?? '';
  const range = /^(\d*\.?\d+)(?:-\d*\.?\d+)?$/.exec(first);
  if (range) return Number(range[1]);
  if (first === 'half' || first === 'one-half') return 0.5;
  if (first === 'dozen') return 12;
  return null;
}

/**
 * The labelled unit of the ingredient's own amount. The label lists the units of every amount in
 * the line, not in line order ("2 28-ounce cans" has "can ounce"; "1 onion, about 1/2 pound" has
 * "pound"), so the bench takes the first labelled unit that the input spells as a word of its own
 * (not "28-ounce") in its first clause (before the first comma or semicolon, outside brackets).
 * A line whose only labelled unit belongs to a later amount has no unit of its own.
 */
export function expectedUnit(line: LabelledLine): string | null {
  const units = line.unit
    .split(/\s+/)
    .filter((w) => w && !unitModifiers.has(w.toLowerCase()))
    .map((w) => canonicalUnit(w))
    .filter((u): u is string => u !== null);
  if (units.length === 0) return null;
  const firstClause = line.input.replace(/\([^)]*\)?/g, ' ').split(/[,;]/)[0] ?? '';
  for (const word of firstClause.split(/\s+/)) {
    if (/\d/.test(word)) continue;
    const unit = canonicalUnit(word.replace(/[^\p{L}'-]/gu, ''));
    if (unit && units.includes(unit)) return unit;
  }
  return null;
}

export function expectedOf(line: LabelledLine): Expected {
  return { quantity: expectedQuantity(line.quantity), unit: expectedUnit(line), food: line.name };
}
