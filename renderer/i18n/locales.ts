/** A language the app can be shown in, with how much of it is translated (percent). */
export interface LocaleEntry {
  name: string;
  value: string;
  progress: number;
}

export const defaultLocale = 'en-US';

/** The shipped locales; more join as their message files are added under `messages/`. */
export const locales: readonly LocaleEntry[] = [
  { name: 'American English', value: 'en-US', progress: 100 },
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
