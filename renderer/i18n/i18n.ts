import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { defaultLocale, getLocale } from './locales';
import enUS from './messages/en-US.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof enUS };
  }
}

/**
 * Starts i18next with the chosen locale. Messages are bundled (the app runs offline); a locale
 * change reloads the page (spec §2), so there is no runtime switching to handle.
 */
export function initI18n(): typeof i18next {
  const lng = getLocale();
  void i18next.use(initReactI18next).init({
    lng,
    fallbackLng: defaultLocale,
    resources: { 'en-US': { translation: enUS } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lng;
  return i18next;
}
