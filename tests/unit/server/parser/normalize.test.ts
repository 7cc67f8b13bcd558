import { describe, expect, it } from 'vitest';

import { normalizeLine } from '../../../../server/parser/normalize';

describe('normalizeLine for the seeded languages', () => {
  it.each([
    ['300г творога', '300 г творога'],
    ['1,5 dl mælk', '1.5 dl mælk'],
    ['½ TL Salz', '1/2 TL Salz'],
    ['2 c. à s. d’huile', "2 c. à s. d'huile"],
    ['1 colher (sopa) de manteiga', '1 colher de sopa de manteiga'],
    ['2 xícaras (de chá) de água', '2 xícaras de chá de água'],
    ['полстакана сахара', 'пол стакана сахара'],
    ['пол-литра молока', 'пол литра молока'],
    ['полента', 'полента'],
  ])('%s → %s', (line, expected) => {
    expect(normalizeLine(line)).toBe(expected);
  });
});
