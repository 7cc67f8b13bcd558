import type { AmountPhrase } from './amount-phrase';
import type { FoodSplit } from './food-note';
import type { FieldConfidence, ParsedLine } from './types';
import type { UnitMatch } from './units';

/**
 * Rule-based confidence: high where a lexicon or digits decided, lower where a default did
 * (number words, one-letter units, a unit after the food, long or leftover food text). Fields
 * the line lacks get 0, as in Mealie; `averageConfidence` leaves them out.
 */
export function nlpConfidence(
  parsed: Omit<ParsedLine, 'confidence'>,
  phrase: AmountPhrase,
  unit: UnitMatch | null,
  split: FoodSplit,
): FieldConfidence {
  const amount = phrase.amount;
  const quantity = !amount ? 0 : amount.isWord ? 0.85 : amount.max !== null ? 0.9 : 0.98;
  const unitScore = !unit ? 0 : unit.isCased ? 0.75 : unit === phrase.unit ? 0.95 : 0.8;
  const words = parsed.food.split(/\s+/).filter(Boolean).length;
  let food = 0;
  if (words > 0) {
    food = 0.95;
    if (words > 4) food -= 0.05 * (words - 4);
    if (/\d/.test(parsed.food)) food -= 0.2;
    if (split.judged === 0 && words > 2) food -= 0.05;
  }
  const comment = parsed.note ? 0.85 : 0;
  return { quantity, unit: unitScore, food: words > 0 ? clamp(food) : 0, comment };
}

export function averageConfidence(
  c: FieldConfidence,
  parsed: Omit<ParsedLine, 'confidence'>,
): number {
  const present = [
    parsed.quantity ? c.quantity : null,
    parsed.unit ? c.unit : null,
    parsed.food ? c.food : null,
    parsed.note ? c.comment : null,
  ].filter((v): v is number => v !== null);
  return present.length === 0 ? 0 : round(present.reduce((a, b) => a + b, 0) / present.length);
}

const clamp = (value: number) => round(Math.min(1, Math.max(0.1, value)));
const round = (value: number) => Math.round(value * 1000) / 1000;
