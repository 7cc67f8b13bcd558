import { frenchUnits } from './lexicon/units-fr';
import { germanUnits } from './lexicon/units-de';
import { englishUnits } from './lexicon/units-en';
import { southernAndDutchUnits } from './lexicon/units-es-it-nl';
import { metricUnits } from './lexicon/units-metric';
import { nordicUnits } from './lexicon/units-da-sv';
import { polishUnits } from './lexicon/units-pl';
import { portugueseUnits } from './lexicon/units-pt';
import { russianUnits } from './lexicon/units-ru';
import type { UnitEntry } from './lexicon/unit-entry';
import { languageScores } from './language';
import { tokenize, type Token } from './tokenize';

/** Every unit the parsers know, English first: on a shared spelling the earlier entry wins. */
const allUnits: readonly UnitEntry[] = [
  ...englishUnits,
  ...metricUnits,
  ...frenchUnits,
  ...germanUnits,
  ...southernAndDutchUnits,
  ...nordicUnits,
  ...polishUnits,
  ...portugueseUnits,
  ...russianUnits,
];

const maxWords = 4;

/** Token keys without dots: "c. à s." and "c.à.s" both become "c a s". */
function phraseKey(tokens: readonly Token[], cased: boolean): string {
  return tokens
    .filter((t) => t.text !== '.')
    .map((t) => (cased ? t.text : t.key))
    .join(' ');
}

function buildIndex(cased: boolean): Map<string, UnitEntry[]> {
  const index = new Map<string, UnitEntry[]>();
  for (const entry of allUnits) {
    const spellings = cased
      ? entry.casedForms
      : [entry.name, ...(entry.plural ? [entry.plural] : []), ...entry.forms];
    for (const spelling of spellings) {
      const key = phraseKey(tokenize(spelling), cased);
      const entries = index.get(key) ?? [];
      if (key && !entries.includes(entry)) index.set(key, [...entries, entry]);
    }
  }
  return index;
}

const byKey = buildIndex(false);
const byCasedText = buildIndex(true);

export interface UnitMatch {
  entry: UnitEntry;
  start: number;
  /** Index after the unit, past a closing dot ("Tbsp."). */
  end: number;
  /** Matched only by an exact-case abbreviation ("T", "c"): less certain. */
  isCased: boolean;
  /** The words as written, dots included ("c. à s."). */
  text: string;
}

/** The longest unit spelled by the words starting at `at`. */
export function readUnit(tokens: readonly Token[], at: number): UnitMatch | null {
  if (tokens[at]?.kind !== 'word') return null;
  const words: Token[] = [];
  let best: UnitMatch | null = null;
  for (let i = at; i < tokens.length && words.length < maxWords * 2; i++) {
    const token = tokens[i];
    if (!token || (token.kind !== 'word' && token.text !== '.')) break;
    words.push(token);
    if (token.text === '.') continue;
    const cased = byCasedText.get(phraseKey(words, true));
    const entry = pickEntry(cased ?? byKey.get(phraseKey(words, false)), tokens, words);
    if (entry) {
      const end = tokens[i + 1]?.text === '.' ? i + 2 : i + 1;
      best = {
        entry,
        start: at,
        end,
        isCased: cased !== undefined,
        text: joinTokens(tokens.slice(at, end)),
      };
    }
  }
  return best;
}

/** The entry for a unit name written on its own ("tbsp", "Esslöffel"), if any. */
export function lookUpUnit(text: string): UnitEntry | undefined {
  const tokens = tokenize(text);
  return (byCasedText.get(phraseKey(tokens, true)) ?? byKey.get(phraseKey(tokens, false)))?.[0];
}

/** One of the entries spelled alike: the one whose language the line's other words speak. */
function pickEntry(
  entries: readonly UnitEntry[] | undefined,
  tokens: readonly Token[],
  words: readonly Token[],
): UnitEntry | undefined {
  if (!entries || entries.length < 2) return entries?.[0];
  // German capitalises nouns and their abbreviations: "el" is Dutch, "EL" German
  const isLowerCase = words[0]?.text === words[0]?.text.toLowerCase();
  const candidates = entries.filter((e) => !(isLowerCase && e.lang === 'de'));
  if (candidates.length === 1) return candidates[0];
  const scores = languageScores(tokens);
  let best = candidates[0] ?? entries[0];
  for (const entry of candidates) {
    if ((scores.get(entry.lang) ?? 0) > (scores.get(best?.lang ?? 'en') ?? 0)) best = entry;
  }
  return best;
}

/** Computed once per entry, not per parsed line: a concept has spellings in up to 12 lexicons. */
const spellingsByEntry = new Map<UnitEntry, readonly string[]>();

/**
 * Every spelling of a concept across languages, own entry first, for matching saved units. The
 * exact-case letters ("T", "t", "c") are left out: matching ignores case.
 */
export function unitSpellings(entry: UnitEntry): readonly string[] {
  const known = spellingsByEntry.get(entry);
  if (known) return known;
  const related = allUnits.filter((u) => u.concept === entry.concept && u !== entry);
  const spellings = [entry, ...related].flatMap((u) => [u.name, u.plural ?? '', ...u.forms]);
  const seen = new Set<string>();
  const unique = spellings.filter((s) => {
    const key = s.toLowerCase();
    if (s.length <= 1 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  spellingsByEntry.set(entry, unique);
  return unique;
}

/** Token texts with the spaces the line had between them. */
function joinTokens(tokens: readonly Token[]): string {
  return tokens
    .map((t, i) => (i > 0 && t.start > (tokens[i - 1]?.end ?? 0) ? ' ' : '') + t.text)
    .join('');
}
