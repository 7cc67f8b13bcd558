import { englishAdverbs, englishNoteStarters, englishNoteWords } from './lexicon/notes-en';
import {
  internationalNoteStarters,
  internationalNoteWords,
  linkWords,
  noteJoiners,
} from './lexicon/notes-intl';
import {
  northEastNoteStarters,
  northEastNoteWords,
  northEastSoftStarters,
} from './lexicon/notes-north-east';
import { degreeWords, sizeWords } from './lexicon/sizes';
import { keyOf, type Token } from './tokenize';

const keys = (words: readonly string[]) => new Set(words.map(keyOf));

const noteWords = keys([...englishNoteWords, ...internationalNoteWords, ...northEastNoteWords]);
const adverbs = keys(englishAdverbs);
const starters = keys([
  ...englishNoteStarters,
  ...internationalNoteStarters,
  ...northEastNoteStarters,
]);
const joiners = keys(noteJoiners);
const links = keys(linkWords);
const sizes = keys([...sizeWords]);
const degrees = keys([...degreeWords]);
/** "or" in each language: "X or 2 Y" turns the rest into a note. */
const alternatives = keys(['or', 'ou', 'oder', 'o', 'of', 'eller', 'lub', 'albo', 'или']);
const alternativeOpeners = keys([
  'more',
  'less',
  'extra',
  'half',
  'any',
  'substitute',
  'combination',
  'mixture',
  'use',
  'similar',
  'equivalent',
  'a',
  'an',
]);
/** Kinds of the same food: "fresh or canned chicken broth" names chicken broth. */
const states = keys([
  'fresh',
  'frozen',
  'canned',
  'tinned',
  'jarred',
  'bottled',
  'dried',
  'homemade',
  'store-bought',
  'cooked',
  'raw',
  'thawed',
  'defrosted',
  'chilled',
]);
const articleKeys = keys(['a', 'an', 'the']);

export const isArticle = (token: Token | undefined) => isWord(token) && articleKeys.has(token.key);

/** "fresh or frozen", "homemade or store-bought" before the food. */
export function isStatePair(tokens: readonly Token[], at: number): boolean {
  const [first, joiner, second] = [tokens[at], tokens[at + 1], tokens[at + 2]];
  return (
    isWord(first) &&
    states.has(first.key) &&
    isJoiner(joiner) &&
    isWord(second) &&
    states.has(second.key) &&
    tokens[at + 3] !== undefined
  );
}
/** Prepositions that start a note only before a preparation word: "a dadini", "en dés". */
const softStarters = keys(['a', 'en', 'in', ...northEastSoftStarters]);

const isWord = (token: Token | undefined): token is Token => token?.kind === 'word';

export const isSize = (token: Token | undefined) => isWord(token) && sizes.has(token.key);
export const isDegree = (token: Token | undefined) => isWord(token) && degrees.has(token.key);
export const isLink = (token: Token | undefined) => isWord(token) && links.has(token.key);
export const isJoiner = (token: Token | undefined) =>
  (isWord(token) && joiners.has(token.key)) || token?.text === '&';

/** A preparation or comment word, or an adverb before one ("finely" in "finely chopped"). */
export function isNoteWord(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at];
  if (!isWord(token)) return false;
  if (noteWords.has(token.key)) return true;
  if (adverbs.has(token.key) || token.key.endsWith('ly')) {
    const next = tokens[at + 1];
    return next !== undefined && isWord(next) && (noteWords.has(next.key) || adverbs.has(next.key));
  }
  return false;
}

/** Where a note begins inside the food clause: "to taste", "for frying", "or 2 cups …". */
export function isNoteStart(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at];
  if (!token) return false;
  if (token.kind === 'number' || token.kind === 'measure') return at > 0;
  if (token.kind !== 'word') return at > 0 && (token.text === '-' || token.text === ':');
  if (starters.has(token.key) || token.key === 'qb') return true;
  const next = tokens[at + 1];
  if (softStarters.has(token.key)) {
    return (
      next !== undefined && (isNoteWord(tokens, at + 1) || (at > 0 && isNoteWord(tokens, at - 1)))
    );
  }
  if (alternatives.has(token.key)) {
    if (!isWord(next)) return true;
    if (isSize(next) || starters.has(next.key) || alternativeOpeners.has(next.key)) return true;
    return isNoteWord(tokens, at + 1);
  }
  return false;
}
