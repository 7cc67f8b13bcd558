import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { defaultLocale, getLocale } from './locales';
import enUS from './messages/en-US.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof enUS };
  }
}

type Messages = Record<string, unknown>;

/** Every other locale's messages, each its own chunk: only the one in use is downloaded. */
const otherLocales = import.meta.glob<Messages>(['./messages/*.json', '!./messages/en-US.json'], {
  import: 'default',
});

async function messagesOf(locale: string): Promise<Messages | null> {
  const load = otherLocales[`./messages/${locale}.json`];
  try {
    return load ? await load() : null;
  } catch {
    return null;
  }
}

/**
 * Starts i18next with the chosen locale, American English filling any gap. Messages ship with the
 * app (it runs offline); a locale change reloads the page (spec §2), so nothing switches live.
 * Right-to-left languages (Arabic, Hebrew) turn the whole page.
 */
export async function initI18n(): Promise<typeof i18next> {
  const lng = getLocale();
  const resources: Record<string, { translation: Messages }> = {
    [defaultLocale]: { translation: enUS },
  };
  const messages = lng === defaultLocale ? null : await messagesOf(lng);
  if (messages) resources[lng] = { translation: messages };
  await i18next.use(initReactI18next).init({
    lng: messages ? lng : defaultLocale,
    fallbackLng: defaultLocale,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18next.language;
  document.documentElement.dir = i18next.dir(i18next.language);
  return i18next;
}
