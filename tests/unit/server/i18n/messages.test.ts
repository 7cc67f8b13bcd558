import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { translationReport } from '../../../../renderer/i18n/translation-progress';
import { localeCodes } from '../../../../server/contract/locales';
import { addLocaleMessages, translate } from '../../../../server/i18n/translate';

/** The server's catalog follows the renderer's rules (issue 20): same report, same bar. */
const messagesDir = path.resolve(import.meta.dirname, '../../../../server/i18n/messages');
const read = (locale: string) =>
  JSON.parse(readFileSync(path.join(messagesDir, `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
const english = read('en-US');
const present = readdirSync(messagesDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => path.basename(name, '.json'));

describe('the server message files', () => {
  it('are named for locales the app offers, American English among them', () => {
    expect(present).toContain('en-US');
    for (const locale of present) expect(localeCodes).toContain(locale);
  });

  it('has English with the plural forms English needs and nothing empty', () => {
    expect(translationReport(english, english, 'en-US').problems).toEqual([]);
  });

  // Translators add files after the catalog is frozen: every file present is checked.
  it.each(present.filter((locale) => locale !== 'en-US').map((locale) => [locale]))(
    '%s: every key known, placeholders kept, every CLDR plural form, at least 95% translated',
    (locale) => {
      const report = translationReport(english, read(locale), locale);
      expect(report.problems).toEqual([]);
      expect(report.percent).toBeGreaterThanOrEqual(95);
    },
  );
});

describe('translate', () => {
  it('fills placeholders without escaping and picks English plural forms by count', () => {
    expect(translate('en-US', 'errors.recipes.templateNotFound', { templateName: '<b>' })).toBe(
      "Template '<b>' not found.",
    );
    expect(translate('en-US', 'mail.passwordReset.linkWorksOnce', { count: 1 })).toMatch(
      /for 1 hour\./,
    );
    expect(translate('en-US', 'mail.passwordReset.linkWorksOnce', { count: 2 })).toMatch(
      /for 2 hours\./,
    );
  });

  it('falls back to English for a locale without a file, and for a key a file lacks', () => {
    expect(translate('sv-SE', 'errors.general.forbidden')).toBe('Forbidden');
    addLocaleMessages('pl-PL', { errors: { general: { forbidden: 'Zabronione' } } });
    expect(translate('pl-PL', 'errors.general.forbidden')).toBe('Zabronione');
    expect(translate('pl-PL', 'errors.general.notFound')).toBe('Not found.');
  });

  it('uses the locale’s own plural forms', () => {
    addLocaleMessages('ru-RU', {
      mail: {
        passwordReset: {
          linkWorksOnce_one: '{{count}} час',
          linkWorksOnce_few: '{{count}} часа',
          linkWorksOnce_many: '{{count}} часов',
          linkWorksOnce_other: '{{count}} часа',
        },
      },
    });
    const hours = (count: number) =>
      translate('ru-RU', 'mail.passwordReset.linkWorksOnce', { count });
    expect([1, 3, 5].map(hours)).toEqual(['1 час', '3 часа', '5 часов']);
  });

  it('leaves a value that looks like a nested message as it is', () => {
    expect(translate('en-US', 'errors.recipes.invalidSlug')).toBe('Invalid Slug');
    expect(
      translate('en-US', 'errors.recipes.unknownFood', { id: '$t(errors.general.forbidden)' }),
    ).toBe('Unknown food: $t(errors.general.forbidden)');
  });
});
