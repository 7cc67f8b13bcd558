import type { ParsedUnit } from './types';
import { unitSpellings, type UnitMatch } from './units';

export function toParsedUnit(match: UnitMatch): ParsedUnit {
  return {
    name: match.entry.name,
    plural: match.entry.plural,
    text: match.text,
    concept: match.entry.concept,
    forms: unitSpellings(match.entry),
  };
}
