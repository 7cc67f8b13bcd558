import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseNlp } from '../../../../server/parser/nlp';

import { parts } from './parts';
import { repoRoot } from '../../../helpers/repo-root';

describe('parseNlp: amounts and units', () => {
  it.each([
    ['1 1/4 cups cooked and pureed fresh butternut squash', 1.25, 'cup', 'fresh butternut squash'],
    ['1½ tbsp caster sugar', 1.5, 'tablespoon', 'caster sugar'],
    ['⅓ cup milk', 0.333, 'cup', 'milk'],
    ['2 stalks celery, chopped coarse', 2, 'stalk', 'celery'],
    ['4 garlic cloves, minced', 4, 'clove', 'garlic'],
    ['3 thyme sprigs', 3, 'sprig', 'thyme'],
    ['2 28-ounce cans crushed tomatoes', 2, 'can', 'crushed tomatoes'],
    ['1 (14-ounce) can tomatoes', 1, 'can', 'tomatoes'],
    ['2 x 400g tins chopped tomatoes', 2, 'tin', 'chopped tomatoes'],
    ['1 cup plus 2 tablespoons sugar', 1, 'cup', 'sugar'],
    ['About 2 cups flour', 2, 'cup', 'flour'],
    ['Pinch of salt', 0, 'pinch', 'salt'],
    ['A pinch of sea salt', 1, 'pinch', 'sea salt'],
    ['A few drops of lemon juice', 0, 'drop', 'lemon juice'],
    ['Juice of 1 lemon', 1, null, 'lemon'],
    ['4 cloves', 4, null, 'cloves'],
    ['6 whole cloves', 6, null, 'whole cloves'],
    ['1 3- to 4-pound chicken', 1, null, 'chicken'],
    ['1 1/2 pounds large shrimp', 1.5, 'pound', 'large shrimp'],
  ])('%s', (line, quantity, unit, food) => {
    expect(parts(line)).toMatchObject({ quantity, unit, food });
  });
});

describe('parseNlp: food and note', () => {
  it.each([
    ['1 medium-size onion, peeled and chopped', 'onion', 'medium-size, peeled and chopped'],
    ['2 large eggs', 'eggs', 'large'],
    [
      'Salt and freshly ground black pepper to taste',
      'Salt and freshly ground black pepper',
      'to taste',
    ],
    [
      '1 cup peeled and cooked fresh chestnuts (about 20)',
      'fresh chestnuts',
      'peeled and cooked, about 20',
    ],
    ['2 tablespoons finely chopped fresh parsley', 'fresh parsley', 'finely chopped'],
    ['1/2 cup fresh or canned chicken broth', 'chicken broth', 'fresh or canned'],
    ['Vegetable oil for frying', 'Vegetable oil', 'for frying'],
    ['1 teaspoon kosher salt, or to taste', 'kosher salt', 'or to taste'],
    ['2 tablespoons corn, peanut or vegetable oil', 'corn, peanut or vegetable oil', ''],
    [
      '4 skinless, boneless chicken breasts, cut in strips',
      'skinless, boneless chicken breasts',
      'cut in strips',
    ],
    ['2 peeled, cored apples, diced', 'apples', 'peeled, cored, diced'],
    ['1 Jalapeño pepper seeded and minced', 'Jalapeño pepper', 'seeded and minced'],
    ['6 cups hot cooked rice', 'hot rice', 'cooked'],
    ['5 mirlitons or medium-size eggplants', 'mirlitons', 'or medium-size eggplants'],
    ['1 cup milk or cream, if necessary', 'milk or cream', 'if necessary'],
  ])('%s', (line, food, note) => {
    expect(parts(line)).toMatchObject({ food, note });
  });

  it('keeps a range in the note and its low end in the quantity', () => {
    expect(parseNlp('2 to 3 tablespoons butter')).toMatchObject({
      quantity: 2,
      quantityMax: 3,
      note: '2 to 3 tablespoons',
    });
  });

  it('gives every field a confidence in [0, 1], 0 for what the line lacks', () => {
    const { confidence } = parseNlp('Salt to taste');
    expect(confidence).toMatchObject({ quantity: 0, unit: 0 });
    expect(confidence.food).toBeGreaterThan(0.5);
    const full = parseNlp('1 T butter').confidence;
    expect(full.unit).toBeLessThan(parseNlp('1 tablespoon butter').confidence.unit);
  });
});

describe('parseNlp: other languages', () => {
  it.each([
    ['200 g de farine', 200, 'gram', 'farine', ''],
    ["2 gousses d'ail hachées", 2, 'clove', 'ail', 'hachées'],
    ['3 oignons émincés', 3, null, 'oignons', 'émincés'],
    ['1 c. à café de sel', 1, 'teaspoon', 'sel', ''],
    ['1½ EL Olivenöl', 1.5, 'tablespoon', 'Olivenöl', ''],
    ['2 Zwiebeln, fein gehackt', 2, null, 'Zwiebeln', 'fein gehackt'],
    ['Salz und Pfeffer nach Belieben', 0, null, 'Salz und Pfeffer', 'nach Belieben'],
    ['3 dientes de ajo picados', 3, 'clove', 'ajo', 'picados'],
    ['Sal al gusto', 0, null, 'Sal', 'al gusto'],
    ["2 cucchiai di olio extravergine d'oliva", 2, 'tablespoon', "olio extravergine d'oliva", ''],
    ['2 carote tagliate a dadini', 2, null, 'carote', 'tagliate a dadini'],
    ['Sale q.b.', 0, null, 'Sale', 'q.b.'],
    ['2 teentjes knoflook, fijngehakt', 2, 'clove', 'knoflook', 'fijngehakt'],
    ['Zout en peper naar smaak', 0, null, 'Zout en peper', 'naar smaak'],
    ['2 Knoblauchzehen, gehackt', 2, 'clove', 'Knoblauch', 'gehackt'],
    ['3 cuillères à soupe rases de farine', 3, 'tablespoon', 'farine', 'rases'],
    ['1 stuk gember van 2 cm, geraspt', 1, 'piece', 'gember', 'van 2 cm, geraspt'],
  ])('%s', (line, quantity, unit, food, note) => {
    expect(parts(line)).toEqual({ quantity, unit, food, note });
  });
});

describe('parseNlp: units spelled alike in two languages', () => {
  it.each([
    ['1 EL Olivenöl', 'Esslöffel'],
    ['1 el olijfolie', 'eetlepel'],
    ['1 TL Salz und Pfeffer', 'Teelöffel'],
    ['2 tl suiker', 'theelepel'],
    ['1 Glas Kapern', 'Glas'],
    ['1 glas water', 'glas'],
  ])('%s → %s', (line, name) => {
    expect(parseNlp(line).unit?.name).toBe(name);
  });
});

interface FixtureCase {
  input: string;
  quantity: number | null;
  unit: string | null;
  food: string;
}

const fixtureFile = path.join(repoRoot, 'tests/fixtures/parser-cases.json');

describe('hand-written multilingual cases (tests/fixtures/parser-cases.json)', () => {
  const cases = (JSON.parse(readFileSync(fixtureFile, 'utf8')) as { cases: FixtureCase[] }).cases;

  it('holds at least 60 cases and the parser gets at least 95% of them whole', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const right = cases.filter((c) => {
      const got = parts(c.input);
      return (
        Math.abs(got.quantity - (c.quantity ?? 0)) < 0.01 &&
        got.unit === c.unit &&
        got.food.toLowerCase() === c.food.toLowerCase()
      );
    });
    expect(right.length / cases.length).toBeGreaterThanOrEqual(0.95);
  });
});
