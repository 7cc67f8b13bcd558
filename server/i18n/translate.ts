import i18next from 'i18next';

import { defaultLocale, localeCodes } from '../contract/locales';
import enUS from './messages/en-US.json';

type Catalog = typeof enUS;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** A message in `messages/en-US.json`, as `errors.recipes.notFound`; plurals by their base. */
export type MessageKey = WithoutPlural<Leaves<Catalog>>;
/** Values for a message's `{{placeholders}}`; `count` picks the CLDR plural form. */
export type MessageParams = Readonly<Record<string, string | number>>;
/** A message not yet put into words: what errors, reports and mails carry until rendered. */
export interface Message {
  key: MessageKey;
  params?: MessageParams | undefined;
}
export type Messages = { readonly [key: string]: unknown };

const i18n = i18next.createInstance();
void i18n.init({
  // English is bundled and ready at once, so errors can word their English `message` at throw.
  initAsync: false,
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: [...localeCodes],
  resources: { [defaultLocale]: { translation: enUS } },
  interpolation: { escapeValue: false },
  returnNull: false,
  // Messages hold user text as values ("Invalid Slug: a:b"): no namespaces, no nesting.
  nsSeparator: false,
});

/** The message in `locale`; a missing locale or key gives American English. */
export function translate(locale: string, key: MessageKey, params?: MessageParams): string {
  return i18n.t(key, { ...params, lng: locale });
}

export const english = (key: MessageKey, params?: MessageParams): string =>
  translate(defaultLocale, key, params);

/** Adds (or replaces) a locale's messages; the loader and the tests call this. */
export function addLocaleMessages(locale: string, messages: Messages): void {
  i18n.addResourceBundle(locale, 'translation', messages, true, true);
}

const loaded = new Set<string>([defaultLocale]);
const loading = new Map<string, Promise<void>>();

/** Whether `locale`'s messages are in (American English always is). */
export const isLocaleLoaded = (locale: string): boolean => loaded.has(locale);

/**
 * Loads a locale's messages (`messages/<locale>.json`, its own chunk in the build) the first time
 * it is wanted, so a server that only ever answers in one or two languages parses only those.
 * A locale without its file stays on English.
 */
export function loadLocale(locale: string): Promise<void> {
  if (loaded.has(locale) || !(localeCodes as readonly string[]).includes(locale)) {
    return Promise.resolve();
  }
  let pending = loading.get(locale);
  if (!pending) {
    pending = import(`./messages/${locale}.json`, { with: { type: 'json' } }).then(
      (file: { default: Messages }) => {
        addLocaleMessages(locale, file.default);
        loaded.add(locale);
      },
      () => {
        loaded.add(locale);
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}
