import { describe, expect, it } from 'vitest';

import { localeCodes } from '../../../../server/contract/locales';
import { chooseUserLocale, closestLocale, locales } from '../../../../renderer/i18n/locales';

describe('the shipped locale list', () => {
  it('is the server’s list of codes, each with its own name', () => {
    expect(locales.map((locale) => locale.value)).toEqual([...localeCodes]);
    expect(locales.find((locale) => locale.value === 'de-DE')?.name).toBe('Deutsch');
  });
});

describe('a signed-in user’s language', () => {
  it('is the saved one first, whatever the browser and household say', () => {
    expect(chooseUserLocale({ saved: 'de-DE', browser: ['en-US'], household: 'fr-FR' })).toBe(
      'de-DE',
    );
  });

  it('else the best match of the browser’s languages', () => {
    expect(chooseUserLocale({ saved: null, browser: ['nl-BE', 'en'], household: 'fr-FR' })).toBe(
      'nl-NL',
    );
    expect(chooseUserLocale({ saved: null, browser: ['eo', 'it'], household: 'fr-FR' })).toBe(
      'it-IT',
    );
  });

  it('else the household default, else American English', () => {
    expect(chooseUserLocale({ saved: null, browser: ['eo', 'tlh'], household: 'sv-SE' })).toBe(
      'sv-SE',
    );
    expect(chooseUserLocale({ saved: null, browser: [], household: null })).toBe('en-US');
    expect(chooseUserLocale({ saved: 'xx-XX', browser: ['eo'], household: 'yy' })).toBe('en-US');
  });

  it('matches exactly before matching only the language', () => {
    expect(closestLocale(['fr-CA'])).toBe('fr-CA');
    expect(closestLocale(['fr-CH'])).toBe('fr-FR');
    expect(closestLocale(['PT-br'])).toBe('pt-BR');
    expect(closestLocale(['de-de'])).toBe('de-DE');
    expect(closestLocale(['eo', 'de-AT'])).toBe('de-DE');
    expect(closestLocale(['eo'])).toBeNull();
    expect(closestLocale([])).toBeNull();
  });
});
