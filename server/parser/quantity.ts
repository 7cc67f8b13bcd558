import { mixedNumberJoiners, numberWords, rangeWords } from './lexicon/number-words';
import type { Token } from './tokenize';

/** An amount read from the tokens [start, end). */
export interface Amount {
  value: number;
  /** Upper end of a range, else null. */
  max: number | null;
  start: number;
  end: number;
  /** Read from a number word ("two", "deux"), less certain than digits. */
  isWord: boolean;
}

/** The value of a digit token: "3", "1.5", ".5", "3/4"; NaN for anything else. */
function numberValue(token: Token | undefined): number {
  if (token?.kind !== 'number') return Number.NaN;
  const [top, bottom] = token.text.split('/');
  if (bottom === undefined) return Number(top);
  const denominator = Number(bottom);
  return denominator === 0 ? Number.NaN : Number(top) / denominator;
}

const isFraction = (token: Token | undefined) =>
  token?.kind === 'number' && token.text.includes('/');
const isWhole = (token: Token | undefined) => token?.kind === 'number' && /^\d+$/.test(token.text);

/** One number: "2", "1/2", "1 1/2", "1-1/2", "two". */
function readSingle(
  tokens: Token[],
  at: number,
): { value: number; end: number; isWord: boolean } | null {
  const first = tokens[at];
  if (!first) return null;
  if (first.kind === 'word') {
    const value = numberWords.get(first.key);
    return value === undefined ? null : { value, end: at + 1, isWord: true };
  }
  const value = numberValue(first);
  if (Number.isNaN(value)) return null;
  if (isWhole(first)) {
    const next = tokens[at + 1];
    if (isFraction(next) && numberValue(next) < 1) {
      return { value: value + numberValue(next), end: at + 2, isWord: false };
    }
    // US "1-1/2 cups": a whole, a hyphen and a proper fraction is a mixed number, not a range;
    // "1 e 1/2", "1 i 1/2": joined by "and"
    const after = tokens[at + 2];
    const isJoined = next?.text === '-' || mixedNumberJoiners.has(next?.key ?? '');
    if (isJoined && isFraction(after) && numberValue(after) < 1) {
      return { value: value + numberValue(after), end: at + 3, isWord: false };
    }
  }
  return { value, end: at + 1, isWord: false };
}

/** An amount starting at `at`, with an optional range: "2-3", "2 to 3", "1 1/2 à 2". */
export function readAmount(tokens: Token[], at: number): Amount | null {
  const low = readSingle(tokens, at);
  if (!low) return null;
  const separator = tokens[low.end];
  const isSeparator =
    separator !== undefined &&
    (separator.text === '-' || (separator.kind === 'word' && rangeWords.has(separator.key)));
  if (isSeparator) {
    const high = readSingle(tokens, low.end + 1);
    if (high && !high.isWord === !low.isWord && high.value > low.value) {
      return { value: low.value, max: high.value, start: at, end: high.end, isWord: low.isWord };
    }
  }
  return { value: low.value, max: null, start: at, end: low.end, isWord: low.isWord };
}
