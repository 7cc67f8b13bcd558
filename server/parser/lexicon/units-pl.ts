import { countUnit, unit, type UnitEntry } from './unit-entry';

/**
 * Polish units in the cases a recipe uses after a number (łyżka, 2 łyżki, 5 łyżek) and their
 * abbreviations, consistent with the seed units of pl-PL.
 */
export const polishUnits: readonly UnitEntry[] = [
  unit(
    'pl',
    'łyżka',
    'łyżki',
    ['łyżek', 'łyżkę', 'łyż', 'łyżka stołowa', 'łyżki stołowe', 'łyżek stołowych'],
    {
      concept: 'tablespoon',
    },
  ),
  unit('pl', 'łyżeczka', 'łyżeczki', ['łyżeczek', 'łyżeczkę', 'łyżecz', 'łyżeczka do herbaty'], {
    concept: 'teaspoon',
  }),
  unit('pl', 'szklanka', 'szklanki', ['szklanek', 'szklankę', 'szkl'], { concept: 'cup' }),
  unit('pl', 'kieliszek', 'kieliszki', ['kieliszków'], { concept: 'glass' }),
  unit('pl', 'mililitr', 'mililitry', ['mililitrów'], { concept: 'milliliter' }),
  unit('pl', 'litr', 'litry', ['litrów', 'litra'], { concept: 'liter' }),
  unit('pl', 'gram', 'gramy', ['gramów', 'grama'], { concept: 'gram' }),
  unit('pl', 'dekagram', 'dekagramy', ['dekagramów', 'dag', 'dkg'], { concept: 'decagram' }),
  unit('pl', 'kilogram', 'kilogramy', ['kilogramów', 'kilograma'], { concept: 'kilogram' }),
  unit('pl', 'szczypta', 'szczypty', ['szczypt', 'szczyptę'], { concept: 'pinch' }),
  unit('pl', 'kropla', 'krople', ['kropli', 'kropelka', 'kropelki'], { concept: 'drop' }),
  unit('pl', 'garść', 'garście', ['garści', 'garstka', 'garstki'], { concept: 'handful' }),
  countUnit('pl', 'ząbek', 'ząbki', ['ząbków'], { concept: 'clove' }),
  countUnit('pl', 'puszka', 'puszki', ['puszek', 'puszkę'], { concept: 'can' }),
  countUnit('pl', 'słoik', 'słoiki', ['słoików', 'słoiczek', 'słoiczki'], { concept: 'jar' }),
  countUnit('pl', 'opakowanie', 'opakowania', ['opakowań', 'opak', 'op'], { concept: 'package' }),
  countUnit('pl', 'paczka', 'paczki', ['paczek', 'paczkę'], { concept: 'packet' }),
  countUnit('pl', 'torebka', 'torebki', ['torebek', 'torebkę'], { concept: 'bag' }),
  countUnit('pl', 'kostka', 'kostki', ['kostek', 'kostkę'], { concept: 'cube' }),
  countUnit('pl', 'pęczek', 'pęczki', ['pęczków'], { concept: 'bunch' }),
  countUnit('pl', 'plasterek', 'plasterki', ['plasterków', 'plaster', 'plastry', 'plastrów'], {
    concept: 'slice',
  }),
  countUnit('pl', 'sztuka', 'sztuki', ['sztuk', 'szt'], { concept: 'piece' }),
  countUnit('pl', 'kawałek', 'kawałki', ['kawałków'], { concept: 'piece' }),
  countUnit('pl', 'gałązka', 'gałązki', ['gałązek'], { concept: 'sprig' }),
  countUnit('pl', 'łodyga', 'łodygi', ['łodyg', 'łodyżka', 'łodyżki'], { concept: 'stalk' }),
  countUnit('pl', 'listek', 'listki', ['listków', 'listeczki'], { concept: 'leaf' }),
];
