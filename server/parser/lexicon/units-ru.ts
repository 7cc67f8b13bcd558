import { countUnit, unit, type UnitEntry } from './unit-entry';

/**
 * Russian units in the cases a recipe uses after a number (ложка, 2 ложки, 5 ложек) and their
 * abbreviations (ст. л., ч. л., шт.), consistent with the seed units of ru-RU. Keys drop
 * diacritics, so ё is written е here.
 */
export const russianUnits: readonly UnitEntry[] = [
  unit(
    'ru',
    'столовая ложка',
    'столовые ложки',
    [
      'столовых ложек',
      'столовую ложку',
      'ст л',
      'ст.л',
      'ст ложка',
      'ст ложки',
      'ст ложек',
      'ст лож',
    ],
    { concept: 'tablespoon' },
  ),
  unit(
    'ru',
    'чайная ложка',
    'чайные ложки',
    ['чайных ложек', 'чайную ложку', 'ч л', 'ч.л', 'ч ложка', 'ч ложки', 'ч ложек'],
    { concept: 'teaspoon' },
  ),
  unit('ru', 'десертная ложка', 'десертные ложки', ['десертных ложек', 'дес л'], {
    concept: 'dessertspoon',
  }),
  unit('ru', 'стакан', 'стакана', ['стаканов', 'ст'], { concept: 'cup' }),
  unit('ru', 'миллилитр', 'миллилитра', ['миллилитров', 'мл'], { concept: 'milliliter' }),
  unit('ru', 'литр', 'литра', ['литров', 'л'], { concept: 'liter' }),
  unit('ru', 'грамм', 'грамма', ['граммов', 'гр', 'г'], { concept: 'gram' }),
  unit('ru', 'килограмм', 'килограмма', ['килограммов', 'кг', 'кило'], { concept: 'kilogram' }),
  unit('ru', 'щепотка', 'щепотки', ['щепоток', 'щепотку'], { concept: 'pinch' }),
  unit('ru', 'капля', 'капли', ['капель', 'каплю'], { concept: 'drop' }),
  unit('ru', 'горсть', 'горсти', ['горстей', 'горсточка'], { concept: 'handful' }),
  countUnit('ru', 'зубчик', 'зубчика', ['зубчиков', 'зубчики', 'зуб', 'зубок'], {
    concept: 'clove',
  }),
  countUnit('ru', 'головка', 'головки', ['головок'], { concept: 'head' }),
  countUnit('ru', 'банка', 'банки', ['банок', 'банку'], { concept: 'can' }),
  countUnit('ru', 'упаковка', 'упаковки', ['упаковок', 'упаковку', 'уп', 'упак'], {
    concept: 'package',
  }),
  countUnit('ru', 'пачка', 'пачки', ['пачек', 'пачку'], { concept: 'package' }),
  countUnit('ru', 'пакетик', 'пакетика', ['пакетиков', 'пакетики', 'пакет', 'пакета'], {
    concept: 'packet',
  }),
  countUnit('ru', 'кубик', 'кубика', ['кубиков', 'кубики'], { concept: 'cube' }),
  countUnit('ru', 'пучок', 'пучка', ['пучков', 'пучки'], { concept: 'bunch' }),
  countUnit('ru', 'ломтик', 'ломтика', ['ломтиков', 'ломтики'], { concept: 'slice' }),
  countUnit('ru', 'кусок', 'куска', ['кусков', 'куски', 'кусочек', 'кусочка'], {
    concept: 'piece',
  }),
  countUnit('ru', 'штука', 'штуки', ['штук', 'шт'], { concept: 'piece' }),
  countUnit('ru', 'веточка', 'веточки', ['веточек', 'веточку'], { concept: 'sprig' }),
  countUnit('ru', 'стебель', 'стебля', ['стеблей', 'стебли'], { concept: 'stalk' }),
  countUnit('ru', 'лист', 'листа', ['листьев', 'листик', 'листика', 'листиков', 'листики'], {
    concept: 'leaf',
  }),
];
