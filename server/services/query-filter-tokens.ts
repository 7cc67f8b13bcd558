import { InvalidQueryError } from '../domain/errors';
import type { ComparisonOperator } from '../domain/query-filter';

export type Token =
  | { type: 'punct'; text: '(' | ')' | '[' | ']' | ','; at: number }
  | { type: 'op'; text: ComparisonOperator; at: number }
  | { type: 'string' | 'word'; text: string; at: number };

/** The 400 every filter mistake becomes; `at` is the offending character (0-based). */
export function filterError(message: string, at?: number): InvalidQueryError {
  const where = at === undefined ? '' : ` (at character ${at + 1})`;
  return new InvalidQueryError('errors.general.invalidQueryFilter', { message, where });
}

const wordPattern = /[^\s()[\],"=<>!]+/y;
const operatorPattern = /<>|<=|>=|=|<|>/y;

/** The text `pattern` (sticky) matches at `at`, or null. */
function matchAt(pattern: RegExp, text: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.test(text) ? text.slice(at, pattern.lastIndex) : null;
}

/** Splits filter text into punctuation, operators, quoted values and bare words. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    if (/\s/.test(char)) {
      i += 1;
    } else if ('()[],'.includes(char)) {
      tokens.push({ type: 'punct', text: char as '(' | ')' | '[' | ']' | ',', at: i });
      i += 1;
    } else if (char === '"') {
      const [value, end] = readString(text, i);
      tokens.push({ type: 'string', text: value, at: i });
      i = end;
    } else if (char === '!') {
      throw filterError('unknown operator "!" (use <> for "not equal")', i);
    } else {
      const op = matchAt(operatorPattern, text, i) as ComparisonOperator | null;
      const word = op ?? matchAt(wordPattern, text, i) ?? char;
      tokens.push(op ? { type: 'op', text: op, at: i } : { type: 'word', text: word, at: i });
      i += word.length;
    }
  }
  return tokens;
}

/** Reads a quoted value starting at `start` (the opening quote); returns it and the index after. */
function readString(text: string, start: number): [string, number] {
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const char = text.charAt(i);
    if (char === '"') return [value, i + 1];
    const next = text.charAt(i + 1);
    if (char === '\\' && (next === '"' || next === '\\')) {
      value += next;
      i += 1;
    } else {
      value += char;
    }
  }
  throw filterError('a quoted value is not closed', start);
}
