import { describe, expect, it } from 'vitest';

import { parseNlp } from '../../../../../server/parser/nlp';
import { lookUpUnit } from '../../../../../server/parser/units';

describe('Danish and Swedish units', () => {
  it.each([
    ['spsk', 'tablespoon'],
    ['spiseskeer', 'tablespoon'],
    ['msk', 'tablespoon'],
    ['tsk', 'teaspoon'],
    ['teskedar', 'teaspoon'],
    ['krm', 'spice measure'],
    ['knsp.', 'pinch'],
    ['nypa', 'pinch'],
    ['fed', 'clove'],
    ['klyftor', 'clove'],
    ['dåser', 'can'],
    ['burkar', 'can'],
    ['stk.', 'piece'],
    ['st', 'piece'],
    ['bdt.', 'bunch'],
    ['knippe', 'bunch'],
    ['förp.', 'package'],
    ['dl', 'deciliter'],
  ])('%s is the %s', (text, concept) => {
    expect(lookUpUnit(text)?.concept).toBe(concept);
  });

  it.each([
    ['1,5 dl piskefløde', 1.5, 'deciliter', 'piskefløde', ''],
    ['½ tsk stødt kanel', 0.5, 'teaspoon', 'kanel', 'stødt'],
    ['2 spsk. olivenolie', 2, 'tablespoon', 'olivenolie', ''],
    ['en knivspids salt', 1, 'pinch', 'salt', ''],
    ['2 fed hvidløg, presset', 2, 'clove', 'hvidløg', 'presset'],
    ['4 hvidløgsfed', 4, 'clove', 'hvidløg', ''],
    ['1 glas rødbeder', 1, 'jar', 'rødbeder', ''],
    ['2 rødløg i tynde skiver', 2, null, 'rødløg', 'i tynde skiver'],
    ['evt. 1 spsk kapers', 1, 'tablespoon', 'kapers', 'evt.'],
    ['salt efter smag', 0, null, 'salt', 'efter smag'],
    ['2 krm mald kardemumma', 2, 'spice measure', 'kardemumma', 'mald'],
    ['2 vitlöksklyftor, pressade', 2, 'clove', 'vitlök', 'pressade'],
    ['1 stor gul lök, hackad', 1, null, 'gul lök', 'stor, hackad'],
    ['olja till stekning', 0, null, 'olja', 'till stekning'],
    ['2–3 dl matlagningsgrädde', 2, 'deciliter', 'matlagningsgrädde', '2-3 dl'],
  ])('%s', (line, quantity, unit, food, note) => {
    const parsed = parseNlp(line);
    expect(parsed.unit?.concept ?? null).toBe(unit);
    expect(parsed).toMatchObject({ quantity, food, note });
  });
});
