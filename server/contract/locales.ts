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
