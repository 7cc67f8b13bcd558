import { describe, expect, it } from 'vitest';

import { parseNlp } from '../../../../../server/parser/nlp';
import { lookUpUnit } from '../../../../../server/parser/units';

describe('Polish units in every case a recipe uses', () => {
  it.each([
    ['łyżka', 'tablespoon'],
    ['łyżki', 'tablespoon'],
    ['łyżek', 'tablespoon'],
    ['łyż.', 'tablespoon'],
    ['łyżeczki', 'teaspoon'],
    ['łyżeczek', 'teaspoon'],
    ['szklanki', 'cup'],
    ['szkl.', 'cup'],
    ['szczypta', 'pinch'],
    ['ząbki', 'clove'],
    ['ząbków', 'clove'],
    ['opakowanie', 'package'],
    ['opak.', 'package'],
    ['dag', 'decagram'],
    ['szt.', 'piece'],
    ['pęczek', 'bunch'],
  ])('%s is the %s', (text, concept) => {
    expect(lookUpUnit(text)?.concept).toBe(concept);
  });

  it.each([
    ['500 g mąki pszennej', 500, 'gram', 'mąki pszennej', ''],
    ['2 łyżki oleju', 2, 'tablespoon', 'oleju', ''],
    ['5 łyżek mąki', 5, 'tablespoon', 'mąki', ''],
    ['pół szklanki cukru', 0.5, 'cup', 'cukru', ''],
    ['półtorej szklanki mleka', 1.5, 'cup', 'mleka', ''],
    ['1 i 1/2 łyżeczki sody', 1.5, 'teaspoon', 'sody', ''],
    [
      '2 ząbki czosnku, przeciśnięte przez praskę',
      2,
      'clove',
      'czosnku',
      'przeciśnięte przez praskę',
    ],
    ['sól do smaku', 0, null, 'sól', 'do smaku'],
    ['2 łyżeczki proszku do pieczenia', 2, 'teaspoon', 'proszku do pieczenia', ''],
    ['1 duża cebula, drobno posiekana', 1, null, 'cebula', 'duża, drobno posiekana'],
    ['sok z 1/2 cytryny', 0.5, null, 'cytryny', 'sok z'],
    ['kilka listków mięty', 0, 'leaf', 'mięty', 'kilka'],
  ])('%s', (line, quantity, unit, food, note) => {
    const parsed = parseNlp(line);
    expect(parsed.unit?.concept ?? null).toBe(unit);
    expect(parsed).toMatchObject({ quantity, food, note });
  });
});
