import type { Token } from './tokenize';

/** A bracketed aside: its words without the brackets, and where it stood among the others. */
interface Aside {
  text: string;
  /** How many outside tokens came before it. */
  at: number;
  /** Where its opening bracket stands in the line. */
  start: number;
}

const opening = new Set(['(', '[', '{']);
const closing = new Set([')', ']', '}']);

/**
 * Takes bracketed asides ("(about 20)", "[optional]") out of the token stream. An unclosed
 * bracket runs to the end of the line; a stray closing one is dropped.
 */
export function takeAsides(
  line: string,
  tokens: readonly Token[],
): { rest: Token[]; asides: Aside[] } {
  const rest: Token[] = [];
  const asides: Aside[] = [];
  let depth = 0;
  let startIndex = -1;
  tokens.forEach((token, index) => {
    if (opening.has(token.text)) {
      if (depth === 0) startIndex = index;
      depth += 1;
    } else if (closing.has(token.text)) {
      if (depth === 0) return;
      depth -= 1;
      if (depth === 0) asides.push(asideOf(line, tokens, startIndex, index, rest.length));
    } else if (depth === 0) {
      rest.push(token);
    }
  });
  if (depth > 0) asides.push(asideOf(line, tokens, startIndex, tokens.length, rest.length));
  return { rest, asides: asides.filter((a) => a.text !== '') };
}

function asideOf(
  line: string,
  tokens: readonly Token[],
  open: number,
  close: number,
  at: number,
): Aside {
  const first = tokens[open + 1];
  const last = tokens[close - 1];
  const text = first && last && close - 1 > open ? line.slice(first.start, last.end).trim() : '';
  return { text, at, start: tokens[open]?.start ?? 0 };
}
