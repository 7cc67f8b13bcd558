import { numberWords } from './lexicon/number-words';
import { notePart, type NotePart } from './notes';
import { readAmount } from './quantity';
import { keyOf, type Token } from './tokenize';
import { lookUpUnit, readUnit } from './units';
import { isLink, isSize } from './word-classes';

const keys = (words: string[]) => new Set(words.map(keyOf));
const multiplier = keys(['x', '×', '*']);
/** "1 cup plus 2 tablespoons": a second amount added to (or taken from) the first. */
const addWords = keys(['plus', 'minus', '+', 'and', 'less']);
/** "1 teaspoon or more", "6 or so": hedges after the amount. */
const afterHedges = keys(['more', 'less', 'so']);
/** "1 1/2 teaspoons each of", "3 pounds total". */
const distributives = keys(['each', 'total']);
/** Describes a piece's size: "inch-long", "1-inch-thick", "paper-thin", "baseball-size". */
const pieceSize = /(^inch-)|(-(long|thick|thin|wide|size|sized|square)$)/;

/**
 * Notes between the amount and the food: sizes before a count ("2 large eggs"; after a measure,
 * as in "1 pound large shrimp", the size names the food), container sizes ("28-ounce",
 * "one-pound", "2 1/2-pound"), "x 400 g", "plus 2 tablespoons", "or more", "each of".
 */
export function skipModifiers(
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
    if ((takeSizes && isSize(token)) || isContainerSize(token) || pieceSize.test(token.key)) {
      end = tokens[i + 1]?.text === '.' ? i + 2 : i + 1;
    } else if (token.kind === 'number') {
      end = measureAfterNumber(tokens, i);
    } else if (multiplier.has(token.key) || addWords.has(token.key)) {
      end = amountWithUnit(tokens, i + 1) ?? i;
    } else if (token.key === 'or' && afterHedges.has(tokens[i + 1]?.key ?? '')) {
      end = i + 2;
    } else if (distributives.has(token.key)) {
      end = isLink(tokens[i + 1]) ? i + 2 : i + 1;
    }
    if (end === i) return i;
    notes.push(
      ...notePart(
        line,
        tokens.slice(i, end).filter((t) => !isLink(t)),
      ),
    );
    i = end;
  }
}

/** A word for a piece's size: "inch-long", "1-inch-thick", "thumb-sized". */
export const isPieceSize = (token: Token) => pieceSize.test(token.key);

/** "28-ounce", "14.5-oz", "one-pound": the size of one can, package or piece. */
function isContainerSize(token: Token): boolean {
  if (token.kind === 'measure') return true;
  const [first, ...rest] = token.key.split('-');
  return (
    token.kind === 'word' &&
    rest.length > 0 &&
    numberWords.has(first ?? '') &&
    lookUpUnit(rest.join(' ')) !== undefined
  );
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
