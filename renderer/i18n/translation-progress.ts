/**
 * How complete a locale's message file is against American English, the source: the keys it must
 * have (plural forms per the locale's CLDR rules), what is wrong with it, and the translated share.
 * Runs at build time (the language dialog's percentages) and in the tests; no browser APIs.
 */
type Messages = { readonly [key: string]: unknown };

/** Keys the translator marks as rightly identical to English ("OK", a brand). */
const sameMarker = '@same';
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

export function flattenMessages(messages: Messages, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    if (key === sameMarker) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, text] of flattenMessages(value as Messages, path)) flat.set(inner, text);
    } else {
      flat.set(path, value);
    }
  }
  return flat;
}

/** The locale's keys, each with the English text it translates. */
function expectedKeys(english: Map<string, unknown>, locale: string): Map<string, string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, value] of english) {
    const match = pluralSuffix.exec(key);
    if (!match) {
      expected.set(key, String(value));
      continue;
    }
    const base = key.slice(0, match.index);
    // i18next answers a count of 0 with `_zero` in every language when the key has one.
    const forms = english.has(`${base}_zero`) ? [...categories, 'zero'] : categories;
    for (const form of new Set(forms)) {
      const source = english.get(`${base}_${form}`) ?? english.get(`${base}_other`);
      expected.set(`${base}_${form}`, String(source));
    }
  }
  return expected;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((found) => found[1])
    .sort()
    .join(',');

export interface TranslationReport {
  /** Whole percent of the keys present, non-empty and translated (or marked as the same). */
  percent: number;
  problems: string[];
}

export function translationReport(
  source: Messages,
  translation: Messages,
  locale: string,
): TranslationReport {
  const expected = expectedKeys(flattenMessages(source), locale);
  const given = flattenMessages(translation);
  const marked = translation[sameMarker];
  const same = new Set(Array.isArray(marked) ? marked.map(String) : []);
  const problems: string[] = [];
  let translated = 0;
  for (const [key, english] of expected) {
    const value = given.get(key);
    if (value === undefined) {
      // A missing sentence falls back to English; a missing plural form would read wrongly.
      if (pluralSuffix.test(key) && given.has(key.replace(pluralSuffix, '_other'))) {
        problems.push(`missing plural form: ${key}`);
      }
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`empty: ${key}`);
      continue;
    }
    // A plural form may leave out the number ("a minute"), never name another placeholder.
    const wanted = placeholders(english).replace(/(^|,)count(?=,|$)/, '');
    if (placeholders(value).replace(/(^|,)count(?=,|$)/, '') !== wanted) {
      problems.push(`placeholders differ: ${key}`);
    }
    if (value !== english || same.has(key) || source === translation) translated += 1;
  }
  for (const key of given.keys()) if (!expected.has(key)) problems.push(`unknown key: ${key}`);
  for (const key of same) if (!expected.has(key)) problems.push(`unknown key in @same: ${key}`);
  return { percent: Math.floor((translated / expected.size) * 100), problems };
}
