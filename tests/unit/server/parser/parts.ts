import { parseNlp } from '../../../../server/parser/nlp';

/** A parsed line in the terms the parser tests compare: quantity to 3 places, unit concept. */
export function parts(line: string) {
  const parsed = parseNlp(line);
  return {
    quantity: Number(parsed.quantity.toFixed(3)),
    unit: parsed.unit?.concept ?? null,
    food: parsed.food,
    note: parsed.note,
  };
}
