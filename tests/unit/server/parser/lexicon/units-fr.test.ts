import { describe, expect, it } from 'vitest';

import { parseNlp } from '../../../../../server/parser/nlp';

describe('French spoons, fractions and decimal commas', () => {
  it.each([
    ["2 c. à s. d'huile d'olive", 2, 'tablespoon', "huile d'olive"],
    ['½ c. à c. de sel', 0.5, 'teaspoon', 'sel'],
    ['1 c.à.s. de moutarde', 1, 'tablespoon', 'moutarde'],
    ['2 càs de sauce soja', 2, 'tablespoon', 'sauce soja'],
    ["1,5 l d'eau", 1.5, 'liter', 'eau'],
    ['2,5 dl de crème liquide', 2.5, 'deciliter', 'crème liquide'],
  ])('%s', (line, quantity, unit, food) => {
    const parsed = parseNlp(line);
    expect(parsed.unit?.concept).toBe(unit);
    expect(parsed).toMatchObject({ quantity, food });
  });
});
