import { describe, expect, it } from 'vitest';

import {
  hasNumber,
  scaleIngredientText,
} from '../../../../../../renderer/features/recipe/ingredients/scale-text';

const scaled = (text: string, scale: number) => scaleIngredientText(text, scale).text;

describe('scaling free-text ingredient lines', () => {
  it.each([
    ['2 cups flour', 2, '4 cups flour'],
    ['1/2 tsp salt', 2, '1 tsp salt'],
    ['1/2 tsp salt', 0.5, '¼ tsp salt'],
    ['1½ cups milk', 2, '3 cups milk'],
    ['1 1/2 cups milk', 2, '3 cups milk'],
    ['1 ½ cups milk', 3, '4½ cups milk'],
    ['½ onion', 2, '1 onion'],
    ['2-3 eggs', 2, '4-6 eggs'],
    ['2 to 3 eggs', 2, '4 to 6 eggs'],
    ['2–3 tbsp oil', 0.5, '1–1½ tbsp oil'],
    ['3 large eggs', 2, '6 large eggs'],
    ['100g butter, soft', 1.5, '150g butter, soft'],
    ['1.5 l stock', 2, '3 l stock'],
    ['0,5 kg Mehl', 3, '1,5 kg Mehl'],
    ['- 2 cloves garlic', 2, '- 4 cloves garlic'],
    ['Salt, 1 tsp', 3, 'Salt, 3 tsp'],
    ['1 cup plus 2 tbsp butter', 2, '2 cups plus 4 tbsp butter'],
  ])('%s × %s → %s', (text, scale, expected) => {
    expect(scaleIngredientText(text, scale)).toEqual({ text: expected, isScaled: true });
  });

  it('fits unit words to the new amount, keeping a capital and a full stop', () => {
    expect(scaled('1 cup sugar', 2)).toBe('2 cups sugar');
    expect(scaled('2 cups sugar', 0.5)).toBe('1 cup sugar');
    expect(scaled('1 Tablespoon honey', 3)).toBe('3 Tablespoons honey');
    expect(scaled('1 pinch of salt', 2)).toBe('2 pinches of salt');
    expect(scaled('2 tbsp. oil', 2)).toBe('4 tbsp. oil');
  });

  it.each([
    'Preheat the oven to 350°F',
    '350°F oven',
    'a 9x13 pan',
    '9x13 pan',
    '9-inch pie crust',
    'a 2 cm piece of ginger',
    '2 x 400g tins of tomatoes',
    '12% cream',
    'Juice of 2 lemons',
  ])('leaves %s as written', (text) => {
    expect(scaleIngredientText(text, 2)).toEqual({ text, isScaled: false });
  });

  it('scales the count, not the size in brackets', () => {
    expect(scaled('1 (14 oz) can tomatoes', 2)).toBe('2 (14 oz) can tomatoes');
  });

  it('does not read numbers inside words or after a slash', () => {
    expect(scaleIngredientText('Mix 2 cups flour', 2).text).toBe('Mix 4 cups flour');
    expect(scaleIngredientText('B12 supplement', 2)).toEqual({
      text: 'B12 supplement',
      isScaled: false,
    });
  });

  it('reports an amount at scale 1 without changing the text', () => {
    expect(scaleIngredientText('2 cups flour', 1)).toEqual({
      text: '2 cups flour',
      isScaled: true,
    });
    expect(scaleIngredientText('1/2 tsp salt', 1).text).toBe('1/2 tsp salt');
  });

  it('tells lines with numbers from lines without', () => {
    expect(hasNumber('salt to taste')).toBe(false);
    expect(hasNumber('Juice of 2 lemons')).toBe(true);
    expect(hasNumber('½ lemon')).toBe(true);
  });
});
