import { z } from 'zod';

/**
 * The locales Mealie ships, by code: the renderer has a message file for each, and a user's or a
 * household's saved language must be one of them.
 */
export const localeCodes = [
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
] as const;

export const LocaleCode = z.enum(localeCodes);
export type LocaleCode = z.infer<typeof LocaleCode>;

/** The language every text is written in first, and the one any gap falls back to. */
export const defaultLocale: LocaleCode = 'en-US';

const languageOf = (tag: string) => tag.split(/[-_]/)[0]?.toLowerCase();

/** Where a language has several locales, the one a bare or other-region tag (`fr`, `pt`) means. */
const mainLocales: readonly LocaleCode[] = ['en-US', 'fr-FR', 'pt-BR', 'zh-CN'];

/**
 * The closest of our locales to language tags in order of preference: an exact match for any
 * tag first (`de-AT, en-US` gives en-US), then the first tag whose language we have (`de` gives
 * de-DE, `fr-CH` fr-FR, `pt` pt-BR); null when none is ours.
 */
export function closestLocale(wanted: readonly string[]): LocaleCode | null {
  for (const tag of wanted) {
    const exact = localeCodes.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
  }
  for (const tag of wanted) {
    const sameLanguage = localeCodes.filter((code) => languageOf(code) === languageOf(tag));
    const main = sameLanguage.find((code) => mainLocales.includes(code)) ?? sameLanguage[0];
    if (main) return main;
  }
  return null;
}
