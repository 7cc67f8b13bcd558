import { articles } from './lexicon/number-words';
import { skipModifiers } from './modifiers';
import { notePart, type NotePart } from './notes';
import { readAmount, type Amount } from './quantity';
import { keyOf, type Token } from './tokenize';
import { readUnit, type UnitMatch } from './units';
import { isLink } from './word-classes';

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
  const first = tokens[i];
  const next = tokens[i + 1];
  if (!amount && first) {
    if (articles.has(first.key) && next && vagueAmounts.has(next.key)) {
      notes.push(...notePart(line, [first, next]));
      i += 2;
      isVague = true;
    } else if (vagueAmounts.has(first.key) && i === 0) {
      notes.push(...notePart(line, [first]));
      i += 1;
      isVague = true;
    } else if (articles.has(first.key) && next?.kind === 'number') {
      i += 1;
      amount = readAmount([...tokens], i);
    } else if (articles.has(first.key) && readUnit(tokens, i + 1)) {
      amount = { value: 1, max: null, start: i, end: i + 1, isWord: true };
    } else if (first.kind === 'measure' && readUnit(tokens, i + 1)?.entry.isCount) {
      // "16-ounce bag baby spinach": one bag
      amount = { value: 1, max: null, start: i, end: i, isWord: true };
    }
  }
  if (amount) {
    i = amount.end;
    if (tokens[i]?.key === 'dozen' && amount.value !== 12) {
      const max = amount.max === null ? null : amount.max * 12;
      amount = { ...amount, value: amount.value * 12, max, end: i + 1 };
      i += 1;
    }
    // "half a bunch"
    if (amount.value === 0.5 && amount.isWord && articles.has(tokens[i]?.key ?? '')) i += 1;
  }
  i = skipModifiers(line, tokens, i, notes, true);
  const wholeUnit = tokens[i]?.key === 'whole' ? readUnit(tokens, i + 1) : null;
  if (wholeUnit && tokens[wholeUnit.end]) {
    notes.push(...notePart(line, tokens.slice(i, i + 1)));
    i += 1;
  }
  let unit = readUnit(tokens, i);
  if (unit && !amount && !isVague && !isBareUnitAllowed(tokens, unit)) unit = null;
  if (unit) {
    i = skipModifiers(line, tokens, unit.end, notes, unit.entry.isCount);
    const piece = i > unit.end ? readUnit(tokens, i) : null;
    if (piece?.entry.isCount) {
      // "1 cup 1/4-inch-thick slices fennel": the pieces the cup holds
      notes.push(...notePart(line, tokens.slice(i, piece.end)));
      i = piece.end;
    }
  }
  if ((amount || unit) && isLink(tokens[i]) && tokens[i + 1]) i += 1;
  return { amount, unit, end: i, notes };
}

function skipHedges(tokens: readonly Token[], from: number): number {
  let i = from;
  while (i < from + 3 && hedges.has(tokens[i]?.key ?? '') && !readAmount([...tokens], i)) i += 1;
  return readAmount([...tokens], i) ? i : from;
}

function isBareUnitAllowed(tokens: readonly Token[], unit: UnitMatch): boolean {
  if (unit.isCased) return false;
  return bareUnits.has(unit.entry.concept) || isLink(tokens[unit.end]);
}
