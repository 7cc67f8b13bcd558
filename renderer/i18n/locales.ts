/** A language the app can be shown in, by its own name. */
export interface LocaleEntry {
  name: string;
  value: string;
}

export const defaultLocale = 'en-US';

/** The locales Mealie ships, each with a message file under `messages/`. */
export const locales: readonly LocaleEntry[] = [
  { name: 'Afrikaans', value: 'af-ZA' },
  { name: 'العربية', value: 'ar-SA' },
  { name: 'Български', value: 'bg-BG' },
  { name: 'Català', value: 'ca-ES' },
  { name: 'Čeština', value: 'cs-CZ' },
  { name: 'Dansk', value: 'da-DK' },
  { name: 'Deutsch', value: 'de-DE' },
  { name: 'Ελληνικά', value: 'el-GR' },
  { name: 'British English', value: 'en-GB' },
  { name: 'American English', value: 'en-US' },
  { name: 'Español', value: 'es-ES' },
  { name: 'Suomi', value: 'fi-FI' },
  { name: 'Français (Belgique)', value: 'fr-BE' },
  { name: 'Français (Canada)', value: 'fr-CA' },
  { name: 'Français', value: 'fr-FR' },
  { name: 'Galego', value: 'gl-ES' },
  { name: 'עברית', value: 'he-IL' },
  { name: 'Hrvatski', value: 'hr-HR' },
  { name: 'Magyar', value: 'hu-HU' },
  { name: 'Íslenska', value: 'is-IS' },
  { name: 'Italiano', value: 'it-IT' },
  { name: '日本語', value: 'ja-JP' },
  { name: '한국어', value: 'ko-KR' },
  { name: 'Lietuvių', value: 'lt-LT' },
  { name: 'Latviešu', value: 'lv-LV' },
  { name: 'Nederlands', value: 'nl-NL' },
  { name: 'Norsk', value: 'no-NO' },
  { name: 'Polski', value: 'pl-PL' },
  { name: 'Português (Brasil)', value: 'pt-BR' },
  { name: 'Português (Portugal)', value: 'pt-PT' },
  { name: 'Română', value: 'ro-RO' },
  { name: 'Русский', value: 'ru-RU' },
  { name: 'Slovenčina', value: 'sk-SK' },
  { name: 'Slovenščina', value: 'sl-SI' },
  { name: 'Српски', value: 'sr-SP' },
  { name: 'Svenska', value: 'sv-SE' },
  { name: 'Türkçe', value: 'tr-TR' },
  { name: 'Українська', value: 'uk-UA' },
  { name: 'Tiếng Việt', value: 'vi-VN' },
  { name: '简体中文', value: 'zh-CN' },
  { name: '繁體中文', value: 'zh-TW' },
];

const storageKey = 'larder.locale';

/** Picks a supported locale: exact match first, then the same language, else the default. */
export function matchLocale(wanted: readonly string[], supported: readonly LocaleEntry[]): string {
  const values = supported.map((entry) => entry.value);
  for (const tag of wanted) {
    const exact = values.find((value) => value.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
  }
  for (const tag of wanted) {
    const language = tag.split('-')[0]?.toLowerCase();
    const sameLanguage = values.find((value) => value.split('-')[0]?.toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return defaultLocale;
}

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** The locale in use: the user's choice, else the browser's languages. */
export function getLocale(): string {
  const stored = readStoredLocale();
  return matchLocale(stored ? [stored] : navigator.languages, locales);
}

/** Stores the choice and reloads, so every string and every later request uses it. */
export function changeLocale(value: string): void {
  try {
    localStorage.setItem(storageKey, value);
  } catch {
    // Storage can be off (private mode); the reload then falls back to the browser language.
  }
  window.location.reload();
}
