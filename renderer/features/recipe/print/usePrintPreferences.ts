import { useCallback, useSyncExternalStore } from 'react';

import {
  parsePrintPreferences,
  printPreferencesKey,
  type PrintPreferences,
} from './print-preferences';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(): string | null {
  try {
    return window.localStorage.getItem(printPreferencesKey);
  } catch {
    return null;
  }
}

/** Print preferences from localStorage, shared by the dialog and the print layout. */
export function usePrintPreferences() {
  const raw = useSyncExternalStore(subscribe, read);
  const save = useCallback((preferences: PrintPreferences) => {
    try {
      window.localStorage.setItem(printPreferencesKey, JSON.stringify(preferences));
    } catch {
      // Storage refused (private mode): the choice lasts until reload only via listeners.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { preferences: parsePrintPreferences(raw), save };
}
