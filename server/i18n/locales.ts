import { closestLocale, defaultLocale, type LocaleCode } from '../contract/locales';

/** The best of our locales for tags in order of preference, else American English. */
export const bestLocale = (wanted: readonly string[]): LocaleCode =>
  closestLocale(wanted) ?? defaultLocale;

/** The tags of an `Accept-Language` header, most wanted first; `q=0` means "not this one". */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language to answer a request in. */
export const localeOfAcceptLanguage = (header: string | undefined): string =>
  bestLocale(acceptedTags(header));
