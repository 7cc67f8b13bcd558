const maxTerms = 12;

/**
 * Turns free text into the MATCH expression of both recipe search indexes: each word becomes the
 * prefix term `"word"*` and the terms are ANDed ("tom sou" finds "Tomato Soup"). Text in double quotes stays together as a phrase,
 * its last word a prefix (`"tomato sou"*`), as Mealie keeps quoted text literal. Words are runs
 * of letters, digits and combining marks (starting with a letter or digit), the units the
 * unicode61 tokenizer indexes, so nothing the person typed can reach FTS5's own syntax (quotes,
 * NEAR, column filters, `-`, `^`). Case and accents are folded by the tokenizer on both sides.
 * Returns null when the text has no word at all.
 */
export function toFtsQuery(text: string): string | null {
  const normalized = text.normalize('NFC').toLowerCase();
  const phrases = [...normalized.matchAll(/"([^"]*)"/g)].map((match) => wordsOf(match[1] ?? ''));
  const loose = wordsOf(normalized.replace(/"[^"]*"/g, ' ')).map((word) => [word]);
  const terms = [...phrases, ...loose]
    .filter((words) => words.length > 0)
    .map((words) => `"${words.slice(0, maxTerms).join(' ')}"*`);
  const unique = [...new Set(terms)].slice(0, maxTerms);
  if (unique.length === 0) return null;
  return unique.join(' AND ');
}

function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? [];
}
