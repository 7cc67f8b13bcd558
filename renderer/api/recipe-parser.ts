import type { ParsedIngredient } from '../../server/contract/parser';
import { paths } from '../../server/contract/paths';

import { api } from './client';

/** The server's ingredient parser (spec §5: nlp by default). */
export function parseIngredientLines(lines: string[]) {
  return api.post<ParsedIngredient[]>(paths.parserIngredients, {
    json: { parser: 'nlp', ingredients: lines },
  });
}
