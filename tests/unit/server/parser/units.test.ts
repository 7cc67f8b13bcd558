import { describe, expect, it } from 'vitest';

import { normalizeLine } from '../../../../server/parser/normalize';
import { tokenize } from '../../../../server/parser/tokenize';
import { lookUpUnit, readUnit, unitSpellings } from '../../../../server/parser/units';

const unitAt = (line: string, at = 1) => readUnit(tokenize(normalizeLine(line)), at);

describe('unit lexicon', () => {
  it.each([
    ['tbsp', 'tablespoon'],
    ['Tbsp.', 'tablespoon'],
    ['tablespoons', 'tablespoon'],
    ['T', 'tablespoon'],
    ['t', 'teaspoon'],
    ['tsp', 'teaspoon'],
    ['C', 'cup'],
    ['oz', 'ounce'],
    ['fl oz', 'fluid ounce'],
    ['lbs', 'pound'],
    ['g', 'gram'],
    ['grammes', 'gram'],
    ['KG', 'kilogram'],
    ['mL', 'milliliter'],
    ['L', 'liter'],
    ['litres', 'liter'],
    ['cloves', 'clove'],
    ['tins', 'tin'],
    ['c. à soupe', 'tablespoon'],
    ['c.à.s.', 'tablespoon'],
    ['cuillères à café', 'teaspoon'],
    ['pincée', 'pinch'],
    ['gousses', 'clove'],
    ['EL', 'tablespoon'],
    ['Teelöffel', 'teaspoon'],
    ['Prise', 'pinch'],
    ['Zehen', 'clove'],
    ['Päckchen', 'packet'],
    ['cucharadas', 'tablespoon'],
    ['cdta', 'teaspoon'],
    ['dientes', 'clove'],
    ['cucchiai', 'tablespoon'],
    ['spicchi', 'clove'],
    ['eetlepels', 'tablespoon'],
    ['theelepel', 'teaspoon'],
    ['teentjes', 'clove'],
  ])('%s is the %s', (text, concept) => {
    expect(lookUpUnit(text)?.concept).toBe(concept);
  });

  it('knows no unit in food words', () => {
    for (const word of ['flour', 'salt', 'butter', 'onion', 'Mehl']) {
      expect(lookUpUnit(word)).toBeUndefined();
    }
  });

  it('reads the longest unit and a closing dot', () => {
    expect(unitAt('2 fl oz rum')).toMatchObject({ end: 3, text: 'fl oz' });
    expect(unitAt('2 c. à soupe de sucre')).toMatchObject({ end: 5, text: 'c. à soupe' });
    expect(unitAt('1 Tbsp. butter')).toMatchObject({ end: 3, text: 'Tbsp.', isCased: false });
    expect(unitAt('1 T butter')).toMatchObject({ isCased: true });
    expect(unitAt('2 eggs')).toBeNull();
  });

  it('spells a unit in every language for matching, without one-letter forms', () => {
    const spoon = lookUpUnit('EL');
    expect(spoon).toBeDefined();
    const spellings = spoon ? unitSpellings(spoon) : [];
    expect(spellings[0]).toBe('Esslöffel');
    expect(spellings).toEqual(expect.arrayContaining(['tablespoon', 'tbsp', 'cuillère à soupe']));
    expect(spellings).not.toContain('T');
    expect(spellings).not.toContain('t');
  });
});
