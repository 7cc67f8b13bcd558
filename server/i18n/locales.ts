/** The language every message is written in first, and the one any gap falls back to. */
export const defaultLocale = 'en-US';

/** The 41 locales Mealie ships, the same the renderer offers (renderer/i18n/locales.ts). */
export const serverLocales: readonly string[] = [
  'af-ZA',
  'ar-SA',
  'bg-BG',
  'ca-ES',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'en-GB',
  'en-US',
  'es-ES',
  'fi-FI',
  'fr-BE',
  'fr-CA',
  'fr-FR',
  'gl-ES',
  'he-IL',
  'hr-HR',
  'hu-HU',
  'is-IS',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'lt-LT',
  'lv-LV',
  'nl-NL',
  'no-NO',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sk-SK',
  'sl-SI',
  'sr-SP',
  'sv-SE',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
];

const languageOf = (tag: string) => tag.split(/[-_]/)[0]?.toLowerCase();

/** Where a language has several locales, the one a bare language tag (`fr`, `pt`) means. */
const mainLocales = ['en-US', 'fr-FR', 'pt-BR', 'zh-CN'];

/**
 * The best of our locales for tags in order of preference: an exact match for any tag first
 * (`de-AT, en-US` gives en-US), then the first tag's language (`de` gives de-DE, `pt` pt-BR),
 * else American English.
 */
export function bestLocale(wanted: readonly string[]): string {
  for (const tag of wanted) {
    const exact = serverLocales.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
  }
  for (const tag of wanted) {
    const sameLanguage = serverLocales.filter((code) => languageOf(code) === languageOf(tag));
    const main = sameLanguage.find((code) => mainLocales.includes(code)) ?? sameLanguage[0];
    if (main) return main;
  }
  return defaultLocale;
}

/** The tags of an `Accept-Language` header, most wanted first; `q=0` means "not this one". */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language to answer a request in. */
export const localeOfAcceptLanguage = (header: string | undefined): string =>
  bestLocale(acceptedTags(header));
