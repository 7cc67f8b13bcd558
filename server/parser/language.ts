import { languageWords } from './lexicon/language-words';
import type { Token } from './tokenize';

const byWord = new Map<string, string[]>();
for (const [lang, words] of Object.entries(languageWords)) {
  for (const word of words) byWord.set(word, [...(byWord.get(word) ?? []), lang]);
}

/**
 * Letters only some of the languages write: "1 glas rødbeder" is Danish, "łyżka" Polish, any
 * Cyrillic word Russian. A word counts once per language however many such letters it has.
 */
const letterCues: readonly [RegExp, readonly string[]][] = [
  [/[æø]/iu, ['da']],
  [/å/iu, ['da', 'sv']],
  [/[äö]/iu, ['sv', 'de']],
  [/[łąężźśćń]/iu, ['pl']],
  [/[ãõ]/iu, ['pt']],
  [/\p{Script=Cyrillic}/u, ['ru']],
];

const cache = new WeakMap<readonly Token[], Map<string, number>>();

/** How many of the line's words belong to each language's common words or letters. */
export function languageScores(tokens: readonly Token[]): Map<string, number> {
  const known = cache.get(tokens);
  if (known) return known;
  const scores = new Map<string, number>();
  const add = (lang: string) => scores.set(lang, (scores.get(lang) ?? 0) + 1);
  for (const token of tokens) {
    for (const lang of byWord.get(token.key) ?? []) add(lang);
    if (token.kind !== 'word') continue;
    for (const [pattern, langs] of letterCues) if (pattern.test(token.text)) langs.forEach(add);
  }
  cache.set(tokens, scores);
  return scores;
}
