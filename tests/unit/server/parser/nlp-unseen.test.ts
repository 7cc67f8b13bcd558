import { describe, expect, it } from 'vitest';

import { parseNlp } from '../../../../server/parser/nlp';

import { parts } from './parts';

/** Issue 19: the line classes the unseen sources showed, one block per class. */

describe('dual measures: the first is the amount, the second goes to the note', () => {
  it.each([
    ['30g/1oz pine nuts', 30, 'gram', 'pine nuts', '1 oz'],
    ['150ml/5fl oz single cream', 150, 'milliliter', 'single cream', '5 fl oz'],
    ['2 litres/3½ pints fish stock', 2, 'liter', 'fish stock', '3 1/2 pints'],
    ['4cm/1½in piece galangal', 4, 'centimeter', 'galangal', '1 1/2 inch, piece'],
    ['1.2kg/2lb 10oz beef brisket', 1.2, 'kilogram', 'beef brisket', '2 lb 10 oz'],
    ['1 tsp/5ml fish sauce', 1, 'teaspoon', 'fish sauce', '5 ml'],
    ['1 cup (240 ml) oat milk', 1, 'cup', 'oat milk', '240 ml'],
    ['300 g (10 oz) rhubarb', 300, 'gram', 'rhubarb', '10 oz'],
  ])('%s', (line, quantity, unit, food, note) => {
    expect(parts(line)).toEqual({ quantity, unit, food, note });
  });

  it('never answers "/" as the food', () => {
    expect(parseNlp('60g/2oz walnuts').food).toBe('walnuts');
  });

  it('keeps a container after a measure in the note', () => {
    expect(parts('200g tub crème fraîche')).toMatchObject({
      quantity: 200,
      unit: 'gram',
      food: 'crème fraîche',
      note: 'tub',
    });
    // "1 teaspoon cloves": cloves is the food, not a container
    expect(parts('1/2 teaspoon cloves')).toMatchObject({ unit: 'teaspoon', food: 'cloves' });
  });
});

describe('counting and vague units in every seeded language', () => {
  it.each([
    ['3 rashers dry-cured bacon', 3, 'rasher', 'dry-cured bacon'],
    ['2 smoked bacon rashers', 2, 'rasher', 'smoked bacon'],
    ['a small bunch of chervil', 1, 'bunch', 'chervil'],
    ['small bunch sorrel', 0, 'bunch', 'sorrel'],
    ['a thumb-sized piece of galangal', 1, 'piece', 'galangal'],
    ['a large knob of butter', 1, 'knob', 'butter'],
    ['1 x 125g ball mozzarella', 1, 'ball', 'mozzarella'],
    ['2 Kugeln Mozzarella', 2, 'ball', 'Mozzarella'],
    ['1 Rolle Mürbeteig', 1, 'roll', 'Mürbeteig'],
    ['1 Schale Himbeeren', 1, 'punnet', 'Himbeeren'],
    ['1 rouleau de pâte sablée', 1, 'roll', 'pâte sablée'],
    ['1 barquette de myrtilles', 1, 'punnet', 'myrtilles'],
    ['2 láminas de pasta filo', 2, 'sheet', 'pasta filo'],
    ['3 filetes de bacalao', 3, 'fillet', 'bacalao'],
    ['1 costa di sedano rapa', 1, 'stalk', 'sedano rapa'],
    ['un goccio di aceto', 1, 'splash', 'aceto'],
    ['1 stecca di vaniglia', 1, 'stick', 'vaniglia'],
    ['2 sneetjes roggebrood', 2, 'slice', 'roggebrood'],
    ['1 klontje roomboter', 1, 'knob', 'roomboter'],
    ['1 bakje aardbeien', 1, 'punnet', 'aardbeien'],
  ])('%s', (line, quantity, unit, food) => {
    expect(parts(line)).toMatchObject({ quantity, unit, food });
  });

  it.each([
    ['quelques gouttes de vanille', 'drop', 'vanille'],
    ['einige Zweige Thymian', 'sprig', 'Thymian'],
    ['unas ramitas de romero', 'sprig', 'romero'],
    ['qualche foglia di menta', 'leaf', 'menta'],
    ['enkele takjes dille', 'sprig', 'dille'],
  ])('a vague amount before a unit: %s', (line, unit, food) => {
    expect(parts(line)).toMatchObject({ quantity: 0, unit, food });
  });

  it.each([
    ['un peu de crème', 'crème'],
    ['un poco de perejil', 'perejil'],
    ["un po' di pepe", 'pepe'],
    ['etwas Zucker', 'Zucker'],
    ['wat peper', 'peper'],
  ])('a vague amount with no unit is no amount: %s', (line, food) => {
    expect(parts(line)).toMatchObject({ quantity: 0, unit: null, food });
  });
});

describe('size abbreviations', () => {
  it.each([
    ['3 lg eggs', 'eggs', 'lg'],
    ['1 lge leek', 'leek', 'lge'],
    ['2 med. parsnips', 'parsnips', 'med.'],
    ['1 sm fennel bulb', 'fennel', 'sm'],
    ['1 kl. Zwiebel', 'Zwiebel', 'kl.'],
  ])('%s', (line, food, note) => {
    expect(parts(line)).toMatchObject({ food, note });
  });
});

describe('fractions glued to units', () => {
  it.each([
    ['½tsp smoked paprika', 0.5, 'teaspoon', 'smoked paprika'],
    ['1½tsp cumin seeds', 1.5, 'teaspoon', 'cumin seeds'],
    ['2tbsp capers', 2, 'tablespoon', 'capers'],
    ['¾pint stock', 0.75, 'pint', 'stock'],
    ['1in piece cinnamon stick', 1, 'inch', 'cinnamon stick'],
    ['een halve tl kaneel', 0.5, 'teaspoon', 'kaneel'],
    ['750g Kartoffeln', 750, 'gram', 'Kartoffeln'],
    ['1,5kg pommes de terre', 1.5, 'kilogram', 'pommes de terre'],
  ])('%s', (line, quantity, unit, food) => {
    expect(parts(line)).toMatchObject({ quantity, unit, food });
  });
});

describe('ranges keep their low end and their words in the note', () => {
  it.each([
    ['1–2 tbsp sherry', 1, 'tablespoon', 'sherry'],
    ['2—3 sprigs sage', 2, 'sprig', 'sage'],
    ['3 to 4 tbsp stock', 3, 'tablespoon', 'stock'],
    ['2 bis 3 EL Sahne', 2, 'tablespoon', 'Sahne'],
    ['1 à 2 c. à café de sel', 1, 'teaspoon', 'sel'],
    ['2 a 3 cucharadas de agua', 2, 'tablespoon', 'agua'],
    ['1 o 2 cucchiai di latte', 1, 'tablespoon', 'latte'],
    ['1 tot 2 el water', 1, 'tablespoon', 'water'],
  ])('%s', (line, quantity, unit, food) => {
    const parsed = parts(line);
    expect(parsed).toMatchObject({ quantity, unit, food });
    expect(parsed.note).not.toBe('');
  });
});

describe('alternatives and several foods', () => {
  it.each([
    ['1 tbsp lard (or oil)', 'lard', 'or oil'],
    ['100 g Quark (oder Joghurt)', 'Quark', 'oder Joghurt'],
    ['20 cl de lait (ou de crème)', 'lait', 'ou de crème'],
  ])('an alternative in brackets goes to the note: %s', (line, food, note) => {
    expect(parts(line)).toMatchObject({ food, note });
  });

  it('keeps an alternative written out as one food', () => {
    expect(parts('2 tbsp lard or dripping').food).toBe('lard or dripping');
  });

  it.each([
    ['salt and pepper', 'salt and pepper', ''],
    ['Salz und Pfeffer', 'Salz und Pfeffer', ''],
    ['1 tsp each cumin and coriander', 'cumin and coriander', 'each'],
  ])('foods joined with no second amount are one food: %s', (line, food, note) => {
    expect(parts(line)).toMatchObject({ food, note });
  });

  it('a second amount starts the note', () => {
    expect(parts('1 leek and 2 carrots, diced')).toMatchObject({
      quantity: 1,
      food: 'leek',
      note: 'and 2 carrots, diced',
    });
  });
});
