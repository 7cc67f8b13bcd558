type DarkPreference = 'dark' | 'light';

const storageKey = 'larder.darkMode';

/** The user's own choice from the sidebar toggle; `null` until they make one. */
export function readDarkPreference(): DarkPreference | null {
  try {
    const value = localStorage.getItem(storageKey);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

export function storeDarkPreference(value: DarkPreference): void {
  try {
    localStorage.setItem(storageKey, value);
  } catch {
    // Without storage the choice lasts until the page reloads.
  }
}

export function prefersDarkScheme(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}
