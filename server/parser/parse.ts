import { parseBrute } from './brute';
import { parseNlp } from './nlp';
import type { ParsedLine, ParserStrategy } from './types';

/** Parses one ingredient line with the chosen strategy. */
export function parseIngredientLine(input: string, strategy: ParserStrategy): ParsedLine {
  return strategy === 'brute' ? parseBrute(input) : parseNlp(input);
}
