import { describe, expect, it } from 'vitest';

import { decodeHtml } from '../../../../server/scraper/charset';
import {
  cleanDuration,
  formatDuration,
  parseIsoDuration,
} from '../../../../server/scraper/duration';
import { pickImage } from '../../../../server/scraper/image';
import { parseLenientJson } from '../../../../server/scraper/lenient-json';
import { cleanNutrition } from '../../../../server/scraper/nutrition';
import { cleanLines, cleanText } from '../../../../server/scraper/text';
import { cleanYield } from '../../../../server/scraper/yields';

describe('durations', () => {
  it.each([
    ['PT1H30M', '1 hour 30 minutes'],
    ['PT90M', '1 hour 30 minutes'],
    ['P0DT0H45M', '45 minutes'],
    ['P1DT2H', '1 day 2 hours'],
    ['PT1H', '1 hour'],
    ['pt20m', '20 minutes'],
    ['PT0.5H', '30 minutes'],
    ['PT30S', '30 seconds'],
    ['PT2H0M', '2 hours'],
    ['P0D', null],
    ['PT', null],
    ['PT0M', null],
    ['PT-5M', null],
    ['45 min', '45 min'],
    ['  about  1 hour ', 'about 1 hour'],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(cleanDuration(input)).toBe(expected);
  });

  it('reads numbers as minutes and the first of a list', () => {
    expect(cleanDuration(75)).toBe('1 hour 15 minutes');
    expect(cleanDuration('25')).toBe('25 minutes');
    expect(cleanDuration(['PT10M', 'PT20M'])).toBe('10 minutes');
    expect(cleanDuration({ minValue: 'PT5M' })).toBe('5 minutes');
    expect(cleanDuration(null)).toBeNull();
  });

  it('parses and formats the parts', () => {
    expect(parseIsoDuration('PT1H2M3S')).toBe(3723);
    expect(parseIsoDuration('soon')).toBeNull();
    expect(formatDuration(60)).toBe('1 minute');
    expect(formatDuration(0)).toBeNull();
  });
});

describe('yields', () => {
  it.each([
    [4, '4 servings'],
    ['4', '4 servings'],
    [1, '1 serving'],
    ['4-6', '4-6 servings'],
    [['4', '4 servings'], '4 servings'],
    [['12', '12 cookies'], '12 cookies'],
    ['Makes 2 loaves', 'Makes 2 loaves'],
    [{ '@type': 'QuantitativeValue', value: 6, unitText: 'portions' }, '6 portions'],
    [[], null],
    ['', null],
  ])('%j → %s', (input, expected) => {
    expect(cleanYield(input)).toBe(expected);
  });
});

describe('nutrition', () => {
  it('keeps the numbers Mealie stores, sodium in milligrams', () => {
    expect(
      cleanNutrition({
        '@type': 'NutritionInformation',
        calories: '320 kcal',
        fatContent: '14,5 g',
        sodiumContent: '1.2 g',
        proteinContent: 12,
        servingSize: '1 slice',
      }),
    ).toEqual({ calories: '320', fatContent: '14.5', sodiumContent: '1200', proteinContent: '12' });
    expect(cleanNutrition({ sodiumContent: '450 mg' })).toEqual({ sodiumContent: '450' });
    expect(cleanNutrition({ calories: 'n/a' })).toBeNull();
    expect(cleanNutrition('nothing')).toBeNull();
  });
});

describe('text cleanup', () => {
  it('decodes entities, also doubly encoded ones, and drops tags', () => {
    expect(cleanText('Fish &amp;amp; Chips')).toBe('Fish & Chips');
    expect(cleanText('Cr&egrave;me   br&ucirc;l&eacute;e&nbsp;!')).toBe('Crème brûlée!');
    expect(cleanText('2 <a href="/x">eggs</a> , beaten')).toBe('2 eggs, beaten');
    expect(cleanText('&lt;b&gt;bold&lt;/b&gt; move')).toBe('bold move');
    expect(cleanText('salt<script>alert(1)</script>')).toBe('salt');
    expect(cleanText('zero\u200bwidth')).toBe('zerowidth');
    expect(cleanText(12)).toBe('12');
    expect(cleanText(null)).toBe('');
  });

  it('splits lines at breaks, paragraphs and list items', () => {
    expect(cleanLines('<p>One</p><p>Two<br/>Three</p>')).toEqual(['One', 'Two', 'Three']);
    expect(cleanLines('a\n\n  b  \r\nc')).toEqual(['a', 'b', 'c']);
  });
});

describe('images', () => {
  const base = 'https://cook.test/recipes/soup';
  it('picks the largest known image and makes it absolute', () => {
    expect(pickImage('/img/a.jpg', base)).toBe('https://cook.test/img/a.jpg');
    expect(
      pickImage(
        [
          'https://cook.test/a-150x150.jpg',
          'https://cook.test/a-1200x800.jpg',
          'https://cook.test/a-600x400.jpg',
        ],
        base,
      ),
    ).toBe('https://cook.test/a-1200x800.jpg');
    expect(
      pickImage(
        [
          { '@type': 'ImageObject', url: 'small.jpg', width: 100, height: 100 },
          { '@type': 'ImageObject', url: 'big.jpg', width: 1000, height: 800 },
        ],
        base,
      ),
    ).toBe('https://cook.test/recipes/big.jpg');
    expect(pickImage('javascript:alert(1)', base)).toBeNull();
    expect(pickImage(undefined, base)).toBeNull();
  });
});

describe('lenient JSON', () => {
  it('repairs what pages get wrong', () => {
    expect(parseLenientJson('{"a": [1, 2,], }')).toEqual({ a: [1, 2] });
    expect(parseLenientJson('<!-- {"a": "x\ny"} -->')).toEqual({ a: 'x y' });
    expect(parseLenientJson('/*<![CDATA[*/{"a": 1}/*]]>*/')).toEqual({ a: 1 });
    expect(parseLenientJson('{"a": "it\\\'s"} // note')).toEqual({ a: "it's" });
    expect(parseLenientJson('{"a": 1}{"b": 2}')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(parseLenientJson('{"url": "http://x.test/a"}')).toEqual({ url: 'http://x.test/a' });
    expect(parseLenientJson('not json')).toBeUndefined();
  });
});

describe('charset', () => {
  const latin1 = Buffer.from('<p>Crème brûlée</p>', 'latin1');
  it('follows the Content-Type charset', () => {
    expect(decodeHtml(latin1, 'text/html; charset=ISO-8859-1')).toBe('<p>Crème brûlée</p>');
  });
  it('reads a meta charset when the header has none', () => {
    const page = Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1]);
    expect(decodeHtml(page, 'text/html')).toContain('Crème brûlée');
  });
  it('falls back to UTF-8 and honours a byte-order mark', () => {
    expect(decodeHtml(Buffer.from('Käse', 'utf8'), null)).toBe('Käse');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Käse')]);
    expect(decodeHtml(bom, 'text/html; charset=iso-8859-1')).toBe('Käse');
    expect(decodeHtml(Buffer.from('ok'), 'text/html; charset=bogus')).toBe('ok');
  });
});
