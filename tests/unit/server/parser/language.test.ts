import { describe, expect, it } from 'vitest';

import { languageScores } from '../../../../server/parser/language';
import { normalizeLine } from '../../../../server/parser/normalize';
import { parseNlp } from '../../../../server/parser/nlp';
import { tokenize } from '../../../../server/parser/tokenize';

const scores = (line: string) => languageScores(tokenize(normalizeLine(line)));

describe('the language of a line', () => {
  it.each([
    ['2 spsk hakket persille og salt', 'da'],
    ['1 dl grädde eller mjölk', 'sv'],
    ['2 łyżki masła lub margaryny', 'pl'],
    ['sal a gosto', 'pt'],
    ['соль по вкусу', 'ru'],
  ])('%s is %s', (line, lang) => {
    const found = scores(line);
    const best = [...found.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    expect(best).toBe(lang);
  });

  it('chooses between units spelled alike by the line language', () => {
    // Danish glas is a jar, Dutch glas a glass
    expect(parseNlp('1 glas rødbeder').unit?.concept).toBe('jar');
    expect(parseNlp('1 glas water').unit?.concept).toBe('glass');
  });
});
