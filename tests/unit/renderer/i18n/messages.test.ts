import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { locales } from '../../../../renderer/i18n/locales';
import { translationReport } from '../../../../renderer/i18n/translation-progress';
import { repoRoot } from '../../../helpers/repo-root';

const messagesDir = path.join(repoRoot, 'renderer/i18n/messages');
const read = (locale: string) =>
  JSON.parse(readFileSync(path.join(messagesDir, `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
const english = read('en-US');
const shipped = readdirSync(messagesDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => path.basename(name, '.json'))
  .sort();

describe('the shipped locales', () => {
  it('are the 41 Mealie ships, each listed once with its message file', () => {
    expect(shipped).toHaveLength(41);
    expect(locales.map((locale) => locale.value).sort()).toEqual(shipped);
  });

  it.each(shipped.filter((locale) => locale !== 'en-US'))(
    '%s: every key known, placeholders kept, every CLDR plural form, at least 95% translated',
    (locale) => {
      const report = translationReport(english, read(locale), locale);
      expect(report.problems).toEqual([]);
      expect(report.percent).toBeGreaterThanOrEqual(95);
    },
  );
});

describe('translationReport', () => {
  const source = {
    title: 'Recipes',
    brand: 'Larder',
    greeting: 'Hello {{name}}',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
  };

  it('counts what is translated, and what is marked as rightly the same', () => {
    const partial = { title: 'Rezepte', brand: 'Larder', greeting: 'Hallo {{name}}' };
    expect(translationReport(source, partial, 'de-DE').percent).toBe(40);
    const marked = {
      ...partial,
      '@same': ['brand'],
      minutes_one: 'eine Minute',
      minutes_other: '{{count}} Minuten',
    };
    expect(translationReport(source, marked, 'de-DE')).toEqual({ percent: 100, problems: [] });
  });

  it('names lost placeholders, unknown keys and plural forms the language needs', () => {
    const russian = {
      title: 'Рецепты',
      greeting: 'Привет',
      extra: 'лишнее',
      minutes_one: '{{count}} минута',
      minutes_other: '{{count}} минуты',
    };
    expect(translationReport(source, russian, 'ru-RU').problems.sort()).toEqual([
      'missing plural form: minutes_few',
      'missing plural form: minutes_many',
      'placeholders differ: greeting',
      'unknown key: extra',
    ]);
    // Japanese has one form only: English's "_one" is not expected.
    const japanese = { minutes_one: '{{count}} 分', minutes_other: '{{count}} 分' };
    expect(translationReport(source, japanese, 'ja-JP').problems).toEqual([
      'unknown key: minutes_one',
    ]);
  });
});
