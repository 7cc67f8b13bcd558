import { unit, type UnitEntry } from './unit-entry';

/** Metric units by their international symbols and English names (US and UK spellings). */
export const metricUnits: readonly UnitEntry[] = [
  unit('metric', 'gram', 'grams', ['g', 'gr', 'grs', 'gm', 'gms', 'gramme', 'grammes']),
  unit('metric', 'kilogram', 'kilograms', [
    'kg',
    'kgs',
    'kilo',
    'kilos',
    'kilogramme',
    'kilogrammes',
  ]),
  unit('metric', 'milligram', 'milligrams', ['mg', 'milligramme', 'milligrammes']),
  unit('metric', 'milliliter', 'milliliters', ['ml', 'mls', 'millilitre', 'millilitres']),
  unit('metric', 'centiliter', 'centiliters', ['cl', 'centilitre', 'centilitres']),
  unit('metric', 'deciliter', 'deciliters', ['dl', 'decilitre', 'decilitres']),
  unit('metric', 'liter', 'liters', ['l', 'ltr', 'ltrs', 'litre', 'litres', 'lt'], {
    cased: ['L'],
  }),
  unit('metric', 'centimeter', 'centimeters', ['cm', 'centimetre', 'centimetres']),
  unit('metric', 'millimeter', 'millimeters', ['mm', 'millimetre', 'millimetres']),
];
