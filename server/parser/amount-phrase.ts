import { articles } from './lexicon/number-words';
import { notePart, type NotePart } from './notes';
import { readAmount, type Amount } from './quantity';
import type { Token } from './tokenize';
import { readUnit, type UnitMatch } from './units';
import { isLink, isSize } from './word-classes';

/** The amount and unit that open a line: "1 1/2 cups", "2 large", "1 28-ounce can", "une pincée de". */
export interface AmountPhrase {
  amount: Amount | null;
  unit: UnitMatch | null;
  /** Index of the first token after the phrase. */
  end: number;
  notes: NotePart[];
}

const vagueAmounts = new Set(['few', 'couple', 'several', 'some', 'little', 'bit']);
const multiplier = new Set(['x', '×', '*']);
/** Units that may open a line without a number: "Pinch of salt", "Dash Tabasco". */
const bareUnits = new Set(['pinch', 'dash', 'handful', 'splash', 'drop', 'knob', 'sprinkle']);

export function readAmountPhrase(line: string, tokens: readonly Token[], at: number): AmountPhrase {
  const notes: NotePart[] = [];
  let i = at;
  let amount = readAmount([...tokens], i);
  if (!amount && articles.has(tokens[i]?.key ?? '')) {
    const next = tokens[i + 1];
    if (next && vagueAmounts.has(next.key)) {
      notes.push(...notePart(line, tokens.slice(i, i + 2)));
      i += 2;
    } else if (next?.kind === 'number') {
      i += 1;
      amount = readAmount([...tokens], i);
    } else if (readUnit(tokens, i + 1)) {
      amount = { value: 1, max: null, start: i, end: i + 1, isWord: true };
    }
  }
  if (amount) {
    i = amount.end;
    if (tokens[i]?.key === 'dozen' && amount.value !== 12) {
      amount = {
        ...amount,
        value: amount.value * 12,
        max: amount.max && amount.max * 12,
        end: i + 1,
      };
      i += 1;
    }
  }
  i = skipModifiers(line, tokens, i, notes);
  let unit = readUnit(tokens, i);
  if (unit && !amount && !isBareUnitAllowed(tokens, unit)) unit = null;
  if (unit) i = skipModifiers(line, tokens, unit.end, notes);
  if ((amount || unit) && isLink(tokens[i]) && tokens[i + 1]) i += 1;
  return { amount, unit, end: i, notes };
}

/** Sizes ("large"), sizes of a container ("28-ounce") and "x 400 g" after the amount go to the note. */
function skipModifiers(
  line: string,
  tokens: readonly Token[],
  at: number,
  notes: NotePart[],
): number {
  let i = at;
  for (;;) {
    const token = tokens[i];
    if (isSize(token) || token?.kind === 'measure') {
      notes.push(...notePart(line, [token as Token]));
      i += 1;
    } else if (token && multiplier.has(token.key) && tokens[i + 1]?.kind === 'number') {
      const inner = readAmount([...tokens], i + 1);
      if (!inner) return i;
      const innerUnit = readUnit(tokens, inner.end);
      const end = innerUnit ? innerUnit.end : inner.end;
      notes.push(...notePart(line, tokens.slice(i + 1, end)));
      i = end;
    } else {
      return i;
    }
  }
}

function isBareUnitAllowed(tokens: readonly Token[], unit: UnitMatch): boolean {
  if (unit.isCased) return false;
  return bareUnits.has(unit.entry.concept) || isLink(tokens[unit.end]);
}
