/** What a parser finds in one ingredient line, before matching against the group's foods and units. */
export interface ParsedLine {
  /** The amount; 0 when the line has none (Mealie's parsers answer 0 too). */
  quantity: number;
  /** Upper end of a range ("2-3 cups" → 3), else null. */
  quantityMax: number | null;
  unit: ParsedUnit | null;
  /** The ingredient's name as written, or "" when none was found. */
  food: string;
  note: string;
  confidence: FieldConfidence;
}

export interface ParsedUnit {
  /** The unit's name in the line's language, singular ("tablespoon", "Esslöffel"). */
  name: string;
  plural: string | null;
  /** The words as written ("Tbsp.", "EL"). */
  text: string;
  /** Language-independent key, the English singular ("tablespoon" for "EL" and "c. à soupe"). */
  concept: string;
  /** Every spelling of the unit, for matching against saved units. */
  forms: readonly string[];
}

/** Confidence per field in [0, 1]; `comment` is the note's. */
export interface FieldConfidence {
  quantity: number;
  unit: number;
  food: number;
  comment: number;
}

export type ParserStrategy = 'nlp' | 'brute';
