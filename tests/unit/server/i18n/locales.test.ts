import { describe, expect, it } from 'vitest';

import { acceptedTags, localeOfAcceptLanguage } from '../../../../server/i18n/locales';

describe('localeOfAcceptLanguage', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['de-DE', 'de-DE'],
    ['de', 'de-DE'],
    ['de-AT', 'de-DE'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['fr-CA,fr;q=0.9', 'fr-CA'],
    ['nl-NL', 'nl-NL'],
    ['zh-TW', 'zh-TW'],
    ['EN-gb', 'en-GB'],
    ['de-AT, en-US;q=0.8', 'en-US'],
    ['tlh, fr;q=0.5', 'fr-FR'],
    ['tlh', 'en-US'],
    ['fr', 'fr-FR'],
    ['en-AU', 'en-US'],
    ['*', 'en-US'],
    ['es-ES;q=0, it-IT;q=0.3', 'it-IT'],
  ])('%j is answered in %s', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });
});

describe('acceptedTags', () => {
  it('orders by quality, keeps the header’s order on ties and drops q=0', () => {
    expect(acceptedTags('da, en-GB;q=0.8, en;q=0.7, sv;q=0.8, fi;q=0')).toEqual([
      'da',
      'en-GB',
      'sv',
      'en',
    ]);
  });
});
