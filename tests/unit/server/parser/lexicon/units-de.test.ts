import { describe, expect, it } from 'vitest';

import { parseNlp } from '../../../../../server/parser/nlp';

describe('German spoons, fractions and decimal commas', () => {
  it.each([
    ['½ TL Kreuzkümmel', 0.5, 'teaspoon', 'Kreuzkümmel'],
    ['½TL Backpulver', 0.5, 'teaspoon', 'Backpulver'],
    ['1 EL Tomatenmark', 1, 'tablespoon', 'Tomatenmark'],
    ['1,5 l Fleischbrühe', 1.5, 'liter', 'Fleischbrühe'],
    ['1 ½ EL Speisestärke', 1.5, 'tablespoon', 'Speisestärke'],
    ['2 geh. EL Kakaopulver', 2, 'tablespoon', 'Kakaopulver'],
  ])('%s', (line, quantity, unit, food) => {
    const parsed = parseNlp(line);
    expect(parsed.unit?.concept).toBe(unit);
    expect(parsed).toMatchObject({ quantity, food });
  });
});
