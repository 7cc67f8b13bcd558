import { languageWords } from './lexicon/language-words';
import type { Token } from './tokenize';

const byWord = new Map<string, string[]>();
for (const [lang, words] of Object.entries(languageWords)) {
  for (const word of words) byWord.set(word, [...(byWord.get(word) ?? []), lang]);
}

const cache = new WeakMap<readonly Token[], Map<string, number>>();

/** How many of the line's words belong to each language's common words. */
export function languageScores(tokens: readonly Token[]): Map<string, number> {
  const known = cache.get(tokens);
  if (known) return known;
  const scores = new Map<string, number>();
  for (const token of tokens) {
    for (const lang of byWord.get(token.key) ?? []) scores.set(lang, (scores.get(lang) ?? 0) + 1);
  }
  cache.set(tokens, scores);
  return scores;
}
