import { notePart, type NotePart } from './notes';
import type { Token } from './tokenize';
import { readUnit, type UnitMatch } from './units';
import { isJoiner, isLink, isNoteStart, isNoteWord, isSize } from './word-classes';

export interface FoodSplit {
  food: Token[];
  notes: NotePart[];
  /** A count unit written after the food: "2 garlic cloves", "3 thyme sprigs". */
  trailingUnit: UnitMatch | null;
  /** How many words were judged by the word lists rather than kept by default. */
  judged: number;
}

/** Count units that English writes after the food ("garlic cloves"); "bay leaves" is a food. */
const trailingCounts = new Set(['clove', 'sprig', 'stalk', 'stem', 'stick', 'rib', 'bulb', 'head']);

/**
 * Splits the words after the amount and unit into the food and the note: a note starts at a
 * word such as "to", "for", "or 2"; preparation words before or after the food ("finely
 * chopped", "émincés") and sizes are notes too.
 */
export function splitFoodAndNote(
  line: string,
  clause: readonly Token[],
  allowTrailingUnit: boolean,
): FoodSplit {
  const notes: NotePart[] = [];
  let judged = 0;
  let end = clause.findIndex((_t, i) => isNoteStart(clause, i));
  if (end < 0) end = clause.length;
  if (end === 0) return { food: [], notes: notePart(line, clause), trailingUnit: null, judged: 1 };
  notes.push(...notePart(line, clause.slice(end)));
  if (end < clause.length) judged += 1;

  let start = 0;
  while (start < end && isLeadingNote(clause, start)) start += 1;
  while (start < end && isLink(clause[start])) start += 1;
  let last = end;
  while (last > start && isTrailingNote(clause, last - 1)) last -= 1;
  while (last > start && isJoiner(clause[last - 1])) last -= 1;
  judged += start + (end - last);

  let food = clause.slice(start, last);
  if (food.length === 0) {
    // nothing but preparation words: "2 tablespoons chopped", "500 g gehakt" (Dutch mince)
    return { food: clause.slice(0, end), notes, trailingUnit: null, judged: 0 };
  }
  notes.push(
    ...notePart(
      line,
      clause.slice(0, start).filter((t) => !isLink(t)),
    ),
  );
  notes.push(...notePart(line, clause.slice(last, end)));

  let trailingUnit: UnitMatch | null = null;
  if (allowTrailingUnit && food.length >= 2) {
    const unit = readUnit(food, food.length - 1);
    if (unit && trailingCounts.has(unit.entry.concept) && unit.end === food.length) {
      trailingUnit = unit;
      food = food.slice(0, -1);
    }
  }
  return { food, notes, trailingUnit, judged };
}

function isLeadingNote(clause: readonly Token[], at: number): boolean {
  if (isNoteWord(clause, at) || isSize(clause[at])) return true;
  // "peeled and diced": a joiner between two notes belongs to them
  return at > 0 && isJoiner(clause[at]) && isNoteWord(clause, at + 1);
}

function isTrailingNote(clause: readonly Token[], at: number): boolean {
  if (isNoteWord(clause, at) || isSize(clause[at])) return true;
  const token = clause[at];
  return token?.kind === 'word' && token.key.endsWith('ly') && isNoteWord(clause, at + 1);
}
