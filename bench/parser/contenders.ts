import { parseIngredient } from 'parse-ingredient';
import { parse as parseV3 } from 'recipe-ingredient-parser-v3';

import { parseBrute } from '../../server/parser/brute';
import { parseNlp } from '../../server/parser/nlp';
import type { ParsedLine } from '../../server/parser/types';

import { canonicalUnit } from './expected';

/** A parser's answer in the bench's terms; quantity null for none. */
export interface Answer {
  quantity: number | null;
  unit: string | null;
  food: string;
}

export interface Contender {
  name: string;
  parse(line: string): Answer;
}

const fromLarder = (parsed: ParsedLine): Answer => ({
  quantity: parsed.quantity || null,
  unit: parsed.unit?.concept ?? null,
  food: parsed.food,
});

/** Larder's two strategies and the two npm packages, each used as its README shows. */
export const contenders: readonly Contender[] = [
  { name: 'larder nlp', parse: (line) => fromLarder(parseNlp(line)) },
  { name: 'larder brute', parse: (line) => fromLarder(parseBrute(line)) },
  {
    name: 'parse-ingredient',
    parse(line) {
      const first = parseIngredient(line)[0];
      return {
        quantity: first?.quantity ?? null,
        unit: canonicalUnit(first?.unitOfMeasureID ?? first?.unitOfMeasure),
        food: first?.description ?? '',
      };
    },
  },
  {
    name: 'recipe-ingredient-parser-v3',
    parse(line) {
      try {
        const result = parseV3(line, 'eng');
        return {
          quantity: result.minQty || result.quantity || null,
          unit: canonicalUnit(result.unit),
          food: result.ingredient,
        };
      } catch {
        // it throws on some lines (no amount it can read); that counts as an empty answer
        return { quantity: null, unit: null, food: '' };
      }
    },
  },
];
