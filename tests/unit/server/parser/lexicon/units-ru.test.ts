import { describe, expect, it } from 'vitest';

import { parseNlp } from '../../../../../server/parser/nlp';
import { lookUpUnit } from '../../../../../server/parser/units';

describe('Russian units in every case a recipe uses', () => {
  it.each([
    ['ст. л.', 'tablespoon'],
    ['ст.л.', 'tablespoon'],
    ['столовых ложек', 'tablespoon'],
    ['ч. л.', 'teaspoon'],
    ['ч.л.', 'teaspoon'],
    ['чайные ложки', 'teaspoon'],
    ['стакана', 'cup'],
    ['г', 'gram'],
    ['кг', 'kilogram'],
    ['мл', 'milliliter'],
    ['шт.', 'piece'],
    ['щепотка', 'pinch'],
    ['зубчика', 'clove'],
    ['пучок', 'bunch'],
  ])('%s is the %s', (text, concept) => {
    expect(lookUpUnit(text)?.concept).toBe(concept);
  });

  it.each([
    ['200 г муки', 200, 'gram', 'муки', ''],
    ['300г творога', 300, 'gram', 'творога', ''],
    ['2 ст. л. сахара', 2, 'tablespoon', 'сахара', ''],
    ['1,5 ч. л. корицы', 1.5, 'teaspoon', 'корицы', ''],
    ['полстакана сахара', 0.5, 'cup', 'сахара', ''],
    ['полтора стакана кефира', 1.5, 'cup', 'кефира', ''],
    ['2 зубчика чеснока, измельчённых', 2, 'clove', 'чеснока', 'измельчённых'],
    ['соль по вкусу', 0, null, 'соль', 'по вкусу'],
    ['1 большая луковица, мелко нарезанная', 1, null, 'луковица', 'большая, мелко нарезанная'],
    ['сок 1/2 лимона', 0.5, null, 'лимона', 'сок'],
  ])('%s', (line, quantity, unit, food, note) => {
    const parsed = parseNlp(line);
    expect(parsed.unit?.concept ?? null).toBe(unit);
    expect(parsed).toMatchObject({ quantity, food, note });
  });

  describe('list style: the name, a dash, then the amount', () => {
    it.each([
      ['Мука пшеничная — 300 г', 300, 'gram', 'Мука пшеничная', ''],
      ['Яйца — 3 шт.', 3, 'piece', 'Яйца', ''],
      ['Сметана — 4 ст. л.', 4, 'tablespoon', 'Сметана', ''],
      ['Творог 9% — 400 г', 400, 'gram', 'Творог', '9%'],
      ['Соль — по вкусу', 0, null, 'Соль', 'по вкусу'],
    ])('%s', (line, quantity, unit, food, note) => {
      const parsed = parseNlp(line);
      expect(parsed.unit?.concept ?? null).toBe(unit);
      expect(parsed).toMatchObject({ quantity, food, note });
    });

    it('leaves a hyphen inside a name alone', () => {
      expect(parseNlp('2 EL Sonnenblumen- oder Rapsöl').quantity).toBe(2);
      expect(parseNlp('Salt - 1 teaspoon').food).toBe('Salt');
    });

    it('reads a colon the same way, and leaves a heading before a whole line alone', () => {
      expect(parseNlp('Мука: 200 г')).toMatchObject({ quantity: 200, food: 'Мука' });
      expect(parseNlp('Sugar: 1 tsp').unit?.concept).toBe('teaspoon');
      expect(parseNlp('Dressing - 3 tbsp olive oil')).toMatchObject({
        food: 'Dressing',
        note: '3 tbsp olive oil',
      });
    });
  });
});
