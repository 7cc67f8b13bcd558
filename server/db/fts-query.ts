/** MATCH expressions for `recipes_fts`, built from what a person typed. */
export interface FtsQuery {
  /** Every word, as a prefix, somewhere in the recipe. */
  all: string;
  /** Every word, as a prefix, in the name: ranks such recipes first. */
  inName: string;
}

const maxWords = 12;

/**
 * Turns free text into an FTS5 query: each word becomes the prefix term `"word"*` and the words
 * are ANDed ("tom sou" finds "Tomato Soup"). Words are runs of letters, digits and combining
 * marks (starting with a letter or digit), the units the unicode61 tokenizer indexes, so
 * nothing the person typed can reach FTS5's own syntax (quotes, NEAR, column filters, `-`, `^`).
 * Case and accents are folded by the tokenizer on both sides. Returns null when the text has no
 * word at all.
 */
export function toFtsQuery(text: string): FtsQuery | null {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? [];
  const unique = [...new Set(words)].slice(0, maxWords);
  if (unique.length === 0) return null;
  const terms = unique.map((word) => `"${word}"*`).join(' AND ');
  return { all: terms, inName: `{name} : (${terms})` };
}
