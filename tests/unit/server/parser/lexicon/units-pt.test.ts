import { describe, expect, it } from 'vitest';

import { parseNlp } from '../../../../../server/parser/nlp';
import { lookUpUnit } from '../../../../../server/parser/units';

describe('Brazilian Portuguese units', () => {
  it.each([
    ['colher de sopa', 'tablespoon'],
    ['colheres de chá', 'teaspoon'],
    ['c. sopa', 'tablespoon'],
    ['xícaras', 'cup'],
    ['xíc.', 'cup'],
    ['pitada', 'pinch'],
    ['dentes', 'clove'],
    ['lata', 'can'],
    ['caixinha', 'carton'],
    ['maço', 'bunch'],
    ['fio', 'drizzle'],
  ])('%s is the %s', (text, concept) => {
    expect(lookUpUnit(text)?.concept).toBe(concept);
  });

  it.each([
    ['2 xícaras (chá) de farinha de trigo', 2, 'cup', 'farinha de trigo', ''],
    ['1 colher (sopa) de manteiga', 1, 'tablespoon', 'manteiga', ''],
    ['1/2 colher (chá) de bicarbonato de sódio', 0.5, 'teaspoon', 'bicarbonato de sódio', ''],
    ['1 e 1/2 xícara (chá) de leite', 1.5, 'cup', 'leite', ''],
    ['1 xícara e meia de farinha', 1.5, 'cup', 'farinha', ''],
    ['3/4 de xícara de chocolate em pó', 0.75, 'cup', 'chocolate em pó', ''],
    ['meia xícara de leite', 0.5, 'cup', 'leite', ''],
    ['uma pitada de noz-moscada', 1, 'pinch', 'noz-moscada', ''],
    ['2 dentes de alho picados', 2, 'clove', 'alho', 'picados'],
    ['sal a gosto', 0, null, 'sal', 'a gosto'],
    ['2 tomates sem pele e sem sementes', 2, null, 'tomates', 'sem pele e sem sementes'],
    ['1 sachê de fermento', 1, 'packet', 'fermento', ''],
    // the English envelope: its own concept, as in US recipes
    ['1 envelope de gelatina sem sabor', 1, 'envelope', 'gelatina sem sabor', ''],
  ])('%s', (line, quantity, unit, food, note) => {
    const parsed = parseNlp(line);
    expect(parsed.unit?.concept ?? null).toBe(unit);
    expect(parsed).toMatchObject({ quantity, food, note });
  });
});
