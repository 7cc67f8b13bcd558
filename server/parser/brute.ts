import { normalizeLine } from './normalize';
import { trimPunctuation } from './notes';
import { readAmount } from './quantity';
import { tokenize } from './tokenize';
import type { ParsedLine } from './types';
import { toParsedUnit } from './unit-result';
import { readUnit } from './units';

/**
 * The simple parser (Mealie's "brute"): an amount at the start, then one unit word if the unit
 * lexicon knows it, then the food up to the first comma or bracket; the rest is the note.
 */
export function parseBrute(input: string): ParsedLine {
  const line = normalizeLine(input);
  const tokens = tokenize(line);
  const amount = readAmount(tokens, 0);
  let at = amount?.end ?? 0;
  const unitMatch = amount ? readUnit(tokens, at) : null;
  if (unitMatch) at = unitMatch.end;
  const rest = line.slice(tokens[at]?.start ?? line.length);
  const cut = rest.search(/[,;(]/);
  const food = trimPunctuation(cut < 0 ? rest : rest.slice(0, cut));
  const note = trimPunctuation(cut < 0 ? '' : rest.slice(cut).replace(/[()]/g, ''));
  return {
    quantity: amount?.value ?? 0,
    quantityMax: amount?.max ?? null,
    unit: unitMatch ? toParsedUnit(unitMatch) : null,
    food,
    note,
    confidence: {
      quantity: amount ? 0.7 : 0,
      unit: unitMatch ? 0.7 : 0,
      food: food ? 0.5 : 0,
      comment: note ? 0.5 : 0,
    },
  };
}
