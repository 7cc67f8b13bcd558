import {
  closestLocale,
  defaultLocale,
  localeCodes,
  type LocaleCode,
} from '../../server/contract/locales';

/** A language the app can be shown in, by its own name. */
export interface LocaleEntry {
  name: string;
  value: LocaleCode;
}

export { closestLocale, defaultLocale };

/** Each shipped locale by its own name; the codes are the server's (`contract/locales.ts`). */
const localeNames: Record<LocaleCode, string> = {
  'af-ZA': 'Afrikaans',
  'ar-SA': 'العربية',
  'bg-BG': 'Български',
  'ca-ES': 'Català',
  'cs-CZ': 'Čeština',
  'da-DK': 'Dansk',
  'de-DE': 'Deutsch',
  'el-GR': 'Ελληνικά',
  'en-GB': 'British English',
  'en-US': 'American English',
  'es-ES': 'Español',
  'fi-FI': 'Suomi',
  'fr-BE': 'Français (Belgique)',
  'fr-CA': 'Français (Canada)',
  'fr-FR': 'Français',
  'gl-ES': 'Galego',
  'he-IL': 'עברית',
  'hr-HR': 'Hrvatski',
  'hu-HU': 'Magyar',
  'is-IS': 'Íslenska',
  'it-IT': 'Italiano',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'lt-LT': 'Lietuvių',
  'lv-LV': 'Latviešu',
  'nl-NL': 'Nederlands',
  'no-NO': 'Norsk',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  'ro-RO': 'Română',
  'ru-RU': 'Русский',
  'sk-SK': 'Slovenčina',
  'sl-SI': 'Slovenščina',
  'sr-SP': 'Српски',
  'sv-SE': 'Svenska',
  'tr-TR': 'Türkçe',
  'uk-UA': 'Українська',
  'vi-VN': 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

/** The locales Mealie ships, each with a message file under `messages/`. */
export const locales: readonly LocaleEntry[] = localeCodes.map((value) => ({
  name: localeNames[value],
  value,
}));

const storageKey = 'larder.locale';

interface UserLocaleSources {
  /** The language the signed-in user saved on the server. */
  saved: string | null;
  /** The browser's languages, most wanted first (`navigator.languages`). */
  browser: readonly string[];
  /** The household's default language. */
  household: string | null;
}

/** A signed-in user's language (issue 20): saved, else the browser's, else the household's. */
export function chooseUserLocale({ saved, browser, household }: UserLocaleSources): string {
  const supported = (value: string | null) => (value === null ? null : closestLocale([value]));
  return supported(saved) ?? closestLocale(browser) ?? supported(household) ?? defaultLocale;
}

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/**
 * The locale in use: the one last chosen on this browser (a visitor's choice, or the signed-in
 * user's language, see `followLocale`), else the browser's languages.
 */
export function getLocale(): string {
  const stored = readStoredLocale();
  return closestLocale(stored ? [stored] : navigator.languages) ?? defaultLocale;
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

/**
 * Switches to the signed-in user's language when the page shows another: stores it, then reloads
 * once. Without storage the reload would show the same language again, so it is skipped there.
 */
export function followLocale(value: string): void {
  if (value === getLocale()) return;
  try {
    localStorage.setItem(storageKey, value);
  } catch {
    return;
  }
  window.location.reload();
}
