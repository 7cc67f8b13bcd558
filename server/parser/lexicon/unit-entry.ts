export type Lang =
  'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'da' | 'sv' | 'pl' | 'pt' | 'ru' | 'metric';

/** One unit in one language, with every spelling a recipe may use for it. */
export interface UnitEntry {
  lang: Lang;
  /** The English singular shared by every language's entry for the same unit. */
  concept: string;
  /** Singular name in its own language. */
  name: string;
  plural: string | null;
  /** Other spellings matched without regard to case, accents or dots. */
  forms: readonly string[];
  /** Spellings matched only with this exact case (US "T" tablespoon against "t" teaspoon). */
  casedForms: readonly string[];
  /** A count word ("clove", "can") rather than a measure: it may follow the food ("garlic cloves"). */
  isCount: boolean;
}

interface EntryOptions {
  concept?: string;
  cased?: readonly string[];
  count?: boolean;
}

/** Compact constructor for the lexicon tables. */
export function unit(
  lang: Lang,
  name: string,
  plural: string | null,
  forms: readonly string[] = [],
  options: EntryOptions = {},
): UnitEntry {
  return {
    lang,
    concept: options.concept ?? name,
    name,
    plural,
    forms,
    casedForms: options.cased ?? [],
    isCount: options.count ?? false,
  };
}

/** A count unit (container, piece or bunch) rather than a measure. */
export function countUnit(
  lang: Lang,
  name: string,
  plural: string | null,
  forms: readonly string[] = [],
  options: Omit<EntryOptions, 'count'> = {},
): UnitEntry {
  return unit(lang, name, plural, forms, { ...options, count: true });
}
