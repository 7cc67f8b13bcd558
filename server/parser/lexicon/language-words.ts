import type { Lang } from './unit-entry';

/**
 * Common words of each language, used only to choose between units spelled alike in two
 * languages ("EL" is German Esslöffel and Dutch eetlepel; "pot" French and Dutch). Keys are
 * lower case without accents; words shared by several languages are left out.
 */
export const languageWords: Readonly<Record<Exclude<Lang, 'metric'>, readonly string[]>> = {
  en: ['and', 'with', 'the', 'for', 'fresh', 'chopped', 'taste', 'or', 'large', 'small'],
  fr: ['et', 'ou', 'du', 'des', 'le', 'les', 'au', 'aux', 'avec', 'pour', 'frais', 'fraiche'],
  de: ['und', 'oder', 'mit', 'der', 'die', 'das', 'nach', 'zum', 'fur', 'frisch', 'etwas'],
  es: ['y', 'del', 'los', 'las', 'con', 'para', 'al', 'fresco', 'fresca', 'picado', 'picada'],
  it: ['e', 'di', 'della', 'il', 'lo', 'gli', 'per', 'tritato', 'tritata', 'q', 'qb'],
  nl: ['en', 'met', 'van', 'het', 'een', 'voor', 'naar', 'vers', 'verse', 'fijngehakt', 'snufje'],
  da: [
    'og',
    'eller',
    'til',
    'efter',
    'smag',
    'evt',
    'hakket',
    'hakkede',
    'frisk',
    'friske',
    'revet',
  ],
  sv: [
    'och',
    'eller',
    'till',
    'efter',
    'smak',
    'ev',
    'hackad',
    'hackade',
    'farsk',
    'riven',
    'rivet',
  ],
  pl: ['lub', 'albo', 'smaku', 'posiekany', 'posiekana', 'swiezy', 'swieze', 'okolo', 'sol'],
  pt: ['gosto', 'picado', 'picada', 'ralado', 'ralada', 'xicara', 'colher', 'sopa', 'um'],
  ru: ['и', 'или', 'по', 'вкусу', 'для', 'мелко', 'свежий', 'свежая', 'около', 'шт'],
};
