import { defaultLocale } from '../server/contract/locales';
import { bestLocale } from '../server/i18n/locales';
import {
  loadLocale,
  translate,
  type MessageKey,
  type MessageParams,
} from '../server/i18n/translate';

let shellLocale = defaultLocale;

/** Follows the system language Electron reports (`app.getLocale()`, known once it is ready). */
export async function useShellLocale(systemLocale: string): Promise<string> {
  shellLocale = bestLocale([systemLocale]);
  await loadLocale(shellLocale);
  return shellLocale;
}

/** A menu item's, tray's or dialog's text in the shell's language. */
export const shellText = (key: MessageKey, params?: MessageParams): string =>
  translate(shellLocale, key, params);
