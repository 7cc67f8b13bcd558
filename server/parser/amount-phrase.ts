import { articles } from './lexicon/number-words';
import { notePart, type NotePart } from './notes';
import { readAmount, type Amount } from './quantity';
import { keyOf, type Token } from './tokenize';
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

const keys = (words: string[]) => new Set(words.map(keyOf));
const vagueAmounts = keys(['few', 'couple', 'several', 'some', 'little', 'bit']);
const multiplier = keys(['x', '×', '*']);
/** Units that may open a line without a number: "Pinch of salt", "Dash Tabasco". */
const bareUnits = keys(['pinch', 'dash', 'handful', 'splash', 'drop', 'knob', 'sprinkle']);
/** Words before an amount that only hedge it: "About 2 cups", "environ 200 g", "ca. 1 kg". */
const hedges = keys([
  'about',
  'approximately',
  'approx',
  'around',
  'roughly',
  'nearly',
  'almost',
  'generous',
  'scant',
  'heaping',
  'heaped',
  'level',
  'good',
  'at',
  'least',
  'up',
  'to',
  'environ',
  'etwa',
  'ca',
  'circa',
  'ongeveer',
  'unos',
  'unas',
  'aproximadamente',
  'plus',
  'de',
]);
/** "1 cup plus 2 tablespoons": a second amount added to (or taken from) the first. */
const addWords = keys(['plus', 'minus', '+', 'and', 'less']);
/** "1 teaspoon or more", "6 or so", "1 teaspoon each of": hedges after the amount. */
const afterHedges = keys(['more', 'less', 'so', 'each', 'total', 'all']);

export function readAmountPhrase(
  line: string,
  tokens: readonly Token[],
  from: number,
): AmountPhrase {
  const notes: NotePart[] = [];
  let isVague = false;
  let i = skipHedges(tokens, from);
  notes.push(...notePart(line, tokens.slice(from, i)));
  let amount = readAmount([...tokens], i);
  if (!amount && articles.has(tokens[i]?.key ?? '')) {
    const next = tokens[i + 1];
    if (next && vagueAmounts.has(next.key)) {
      notes.push(...notePart(line, tokens.slice(i, i + 2)));
      i += 2;
      isVague = true;
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
      const max = amount.max === null ? null : amount.max * 12;
      amount = { ...amount, value: amount.value * 12, max, end: i + 1 };
      i += 1;
    }
  }
  i = skipModifiers(line, tokens, i, notes, true);
  let unit = readUnit(tokens, i);
  if (unit && !amount && !isVague && !isBareUnitAllowed(tokens, unit)) unit = null;
  if (unit) i = skipModifiers(line, tokens, unit.end, notes, unit.entry.isCount);
  if ((amount || unit) && isLink(tokens[i]) && tokens[i + 1]) i += 1;
  return { amount, unit, end: i, notes };
}

function skipHedges(tokens: readonly Token[], from: number): number {
  let i = from;
  while (i < from + 3 && hedges.has(tokens[i]?.key ?? '') && !readAmount([...tokens], i)) i += 1;
  return readAmount([...tokens], i) ? i : from;
}

/**
 * Notes between the amount and the food: sizes before a count ("2 large eggs"; after a measure,
 * as in "1 pound large shrimp", the size names the food), container sizes ("28-ounce"),
 * "x 400 g", "plus 2 tablespoons", "or more", "each of".
 */
function skipModifiers(
  line: string,
  tokens: readonly Token[],
  at: number,
  notes: NotePart[],
  takeSizes: boolean,
): number {
  let i = at;
  for (;;) {
    const token = tokens[i];
    if (!token) return i;
    let end = i;
    if ((takeSizes && isSize(token)) || token.kind === 'measure' || /-sized?$/.test(token.key)) {
      end = tokens[i + 1]?.text === '.' ? i + 2 : i + 1;
    } else if (token.kind === 'number') {
      end = measureAfterNumber(tokens, i);
    } else if (multiplier.has(token.key) || addWords.has(token.key)) {
      end = amountWithUnit(tokens, i + 1) ?? i;
    } else if (token.key === 'or' && afterHedges.has(tokens[i + 1]?.key ?? '')) {
      end = i + 2;
    } else if (afterHedges.has(token.key) && (token.key === 'each' || token.key === 'total')) {
      end = i + 1;
    }
    if (end === i) return i;
    notes.push(...notePart(line, tokens.slice(i, end)));
    i = end;
    if (isLink(tokens[i]) && tokens[i - 1]?.key === 'each') i += 1;
  }
}

/**
 * A container size written with a number before it: "2 1/2-pound" (in "1 2 1/2-pound chicken"),
 * "3- to 4-pound", "2- or 3-day-old"; the end of it, or `at` when there is none.
 */
function measureAfterNumber(tokens: readonly Token[], at: number): number {
  let i = at + 1;
  if (tokens[i]?.text === '-') i += 1;
  if (['to', 'or'].includes(tokens[i]?.key ?? '')) i += 1;
  return tokens[i]?.kind === 'measure' ? i + 1 : at;
}

/** The end of "400 g" or "2 tablespoons" starting at `at`, or null. */
function amountWithUnit(tokens: readonly Token[], at: number): number | null {
  const amount = readAmount([...tokens], at);
  if (!amount) return null;
  return readUnit(tokens, amount.end)?.end ?? amount.end;
}

function isBareUnitAllowed(tokens: readonly Token[], unit: UnitMatch): boolean {
  if (unit.isCased) return false;
  return bareUnits.has(unit.entry.concept) || isLink(tokens[unit.end]);
}
