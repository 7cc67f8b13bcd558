import { countUnit, unit, type UnitEntry } from './unit-entry';

/**
 * Brazilian Portuguese units, consistent with the seed units of pt-BR. "colher (sopa)" and
 * "xícara (chá)" reach the lexicon as "colher de sopa" and "xícara de chá" (normalize.ts).
 */
export const portugueseUnits: readonly UnitEntry[] = [
  unit('pt', 'colher de sopa', 'colheres de sopa', ['c sopa', 'c de sopa', 'cs'], {
    concept: 'tablespoon',
  }),
  unit('pt', 'colher de chá', 'colheres de chá', ['c chá', 'c de chá'], { concept: 'teaspoon' }),
  unit('pt', 'colher de sobremesa', 'colheres de sobremesa', ['c sobremesa'], {
    concept: 'dessertspoon',
  }),
  unit('pt', 'xícara', 'xícaras', ['xíc', 'xícara de chá', 'xícaras de chá', 'xíc de chá'], {
    concept: 'cup',
  }),
  unit('pt', 'copo americano', 'copos americanos', ['copo', 'copos'], { concept: 'glass' }),
  unit('pt', 'mililitro', 'mililitros', [], { concept: 'milliliter' }),
  unit('pt', 'litro', 'litros', [], { concept: 'liter' }),
  unit('pt', 'grama', 'gramas', [], { concept: 'gram' }),
  unit('pt', 'quilo', 'quilos', ['quilograma', 'quilogramas'], { concept: 'kilogram' }),
  unit('pt', 'pitada', 'pitadas', [], { concept: 'pinch' }),
  unit('pt', 'fio', 'fios', [], { concept: 'drizzle' }),
  unit('pt', 'gota', 'gotas', [], { concept: 'drop' }),
  unit('pt', 'punhado', 'punhados', [], { concept: 'handful' }),
  countUnit('pt', 'dente', 'dentes', [], { concept: 'clove' }),
  countUnit('pt', 'lata', 'latas', [], { concept: 'can' }),
  countUnit('pt', 'pacote', 'pacotes', ['pct'], { concept: 'package' }),
  countUnit('pt', 'caixinha', 'caixinhas', ['cx', 'caixa', 'caixas'], { concept: 'carton' }),
  countUnit('pt', 'vidro', 'vidros', [], { concept: 'jar' }),
  countUnit('pt', 'tablete', 'tabletes', [], { concept: 'bar' }),
  countUnit('pt', 'sachê', 'sachês', [], { concept: 'packet' }),
  countUnit('pt', 'maço', 'maços', ['maçinho'], { concept: 'bunch' }),
  countUnit('pt', 'fatia', 'fatias', [], { concept: 'slice' }),
  countUnit('pt', 'unidade', 'unidades', ['unid', 'un'], { concept: 'piece' }),
  countUnit('pt', 'pedaço', 'pedaços', [], { concept: 'piece' }),
  countUnit('pt', 'ramo', 'ramos', ['raminho', 'raminhos'], { concept: 'sprig' }),
  countUnit('pt', 'talo', 'talos', [], { concept: 'stalk' }),
  countUnit('pt', 'folha', 'folhas', [], { concept: 'leaf' }),
];
