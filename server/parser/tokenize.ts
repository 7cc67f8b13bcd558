type TokenKind = 'number' | 'measure' | 'word' | 'punct';

/** One piece of a normalised line with its place in that line. */
export interface Token {
  text: string;
  /** Lower case, no accents, for lexicon look-ups. */
  key: string;
  kind: TokenKind;
  start: number;
  end: number;
}

const tokenPattern = new RegExp(
  [
    // a size written as one word: 28-ounce, 1/2-inch, 2-to-3-inch, 14.5-oz
    String.raw`(?<measure>\d+(?:[./]\d+)?(?:-(?:to-)?\d+(?:[./]\d+)?)?-[\p{L}][\p{L}\p{M}]*(?:-[\p{L}][\p{L}\p{M}]*)*)`,
    // dotted abbreviations as one word: c.à.s., q.b.
    String.raw`(?<abbreviation>\p{L}\.(?:\p{L}\.?)+)`,
    String.raw`(?<number>\d*\.\d+|\d+(?:\.\d+)?(?:\/\d+)?)`,
    String.raw`(?<word>[\p{L}\p{M}]+(?:['-][\p{L}\p{M}]+)*'?)`,
    String.raw`(?<punct>\S)`,
  ].join('|'),
  'gu',
);

/** Elided articles and prepositions that begin a word: d'ail, l'huile, dell'olio, un'arancia. */
const elision = /^(d|l|qu|j|s|n|c|m|t|dell|dall|nell|all|sull|coll|un)'(?=\p{L})/iu;

export function keyOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[.']/g, '');
}

export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  for (const match of line.matchAll(tokenPattern)) {
    const groups = match.groups ?? {};
    const kind: TokenKind = groups.measure
      ? 'measure'
      : groups.number
        ? 'number'
        : groups.word || groups.abbreviation
          ? 'word'
          : 'punct';
    const start = match.index;
    const text = match[0];
    const elided = kind === 'word' ? elision.exec(text) : null;
    if (elided && elided[0].length < text.length) {
      const cut = elided[0].length;
      tokens.push(makeToken(text.slice(0, cut), 'word', start));
      tokens.push(makeToken(text.slice(cut), 'word', start + cut));
    } else {
      tokens.push(makeToken(text, kind, start));
    }
  }
  return tokens;
}

function makeToken(text: string, kind: TokenKind, start: number): Token {
  return { text, key: keyOf(text), kind, start, end: start + text.length };
}
