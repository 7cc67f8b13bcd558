import { notePart, type NotePart } from './notes';
import type { Token } from './tokenize';
import { readUnit, type UnitMatch } from './units';
import {
  isArticle,
  isDegree,
  isJoiner,
  isLink,
  isNoteStart,
  isNoteWord,
  isSize,
  isStatePair,
} from './word-classes';

export interface FoodSplit {
  food: Token[];
  notes: NotePart[];
  /** A count unit written after the food: "2 garlic cloves", "3 thyme sprigs". */
  trailingUnit: UnitMatch | null;
  /** How many words the word lists moved to the note. */
  judged: number;
  /** The clause held nothing but preparation words, kept as the food for want of one. */
  isFallback: boolean;
  /** A note started inside the clause ("to taste", "for frying"). */
  hasTail: boolean;
}

export interface SplitOptions {
  /** Look for a count unit after the food (only when no unit came before it). */
  trailingUnit: boolean;
  /** Keep sizes in the food: after a measure they name the food ("1 pound large shrimp"). */
  keepSizes: boolean;
  /** Keep a leading preparation word: after a can it names a product ("can crushed tomatoes"). */
  keepLeadingPrep: boolean;
}

/** Count units that English writes after the food ("garlic cloves"); "bay leaves" is a food. */
const trailingCounts = new Set([
  'clove',
  'sprig',
  'stalk',
  'stem',
  'stick',
  'rib',
  'bulb',
  'head',
  'rasher',
]);

/**
 * Splits the words after the amount and unit into the food and the note: a note starts at a
 * word such as "to", "for", "or 2"; preparation words before or after the food ("finely
 * chopped", "émincés") and sizes are notes too.
 */
export function splitFoodAndNote(
  line: string,
  clause: readonly Token[],
  options: SplitOptions,
): FoodSplit {
  const isNote = (at: number) =>
    isNoteWord(clause, at) || isDegree(clause[at]) || (!options.keepSizes && isSize(clause[at]));
  let end = clause.findIndex((_t, i) => isNoteStart(clause, i));
  if (end < 0) end = clause.length;
  const hasTail = end < clause.length;
  // "egg yolk blended with milk": the participle before "with" belongs to the note
  if (hasTail && end > 1 && isParticiple(clause[end - 1])) end -= 1;
  const tail = notePart(line, clause.slice(end));
  let judged = end < clause.length ? 1 : 0;

  let start = 0;
  for (;;) {
    if (start >= end || options.keepLeadingPrep) break;
    if (isStatePair(clause, start)) start += 3;
    else if (isGroundSpice(clause, start, end)) start += 2;
    else if (isNote(start) || (start > 0 && isJoiner(clause[start]) && isNote(start + 1)))
      start += 1;
    else break;
  }
  if (start > 0 && start < end && isJoiner(clause[start])) start += 1;
  const leading = start;
  while (start < end && (isLink(clause[start]) || isArticle(clause[start]))) start += 1;
  let last = end;
  while (last > start) {
    if (isNote(last - 1) || isAdverbBefore(clause, last - 1)) last -= 1;
    else if (isJoiner(clause[last - 1]) && last - 2 > start && isNote(last - 2)) last -= 1;
    else break;
  }
  while (last > start && (isJoiner(clause[last - 1]) || isLink(clause[last - 1]))) last -= 1;
  judged += leading + (end - last);

  const middle = clause.slice(start, last);
  if (middle.length === 0) {
    // nothing but preparation words: "2 tablespoons chopped", "500 g gehakt" (Dutch mince)
    const words = clause.slice(0, end).filter((t) => !isLink(t) && !isArticle(t));
    return { food: words, notes: tail, trailingUnit: null, judged: 0, isFallback: true, hasTail };
  }
  // the words after the food and the note that follows them read as one: "tagliate a dadini"
  const notes = [
    ...notePart(line, clause.slice(0, leading)),
    ...notePart(line, clause.slice(last)),
  ];
  // "hot cooked rice", "mixed chopped herbs": a preparation word inside the food is a note too
  const inside = middle.map((_t, i) => i > 0 && i < middle.length - 1 && isNoteWord(middle, i));
  const isDropped = (i: number) =>
    inside[i] === true || (isJoiner(middle[i]) && inside[i - 1] === true && inside[i + 1] === true);
  notes.push(
    ...notePart(
      line,
      middle.filter((_t, i) => isDropped(i)),
    ),
  );
  let food = middle.filter((_t, i) => !isDropped(i));
  judged += middle.length - food.length;

  let trailingUnit: UnitMatch | null = null;
  if (options.trailingUnit && food.length >= 2 && food[food.length - 2]?.key !== 'whole') {
    const unit = readUnit(food, food.length - 1);
    if (unit && trailingCounts.has(unit.entry.concept) && unit.end === food.length) {
      trailingUnit = unit;
      food = food.slice(0, -1);
    }
  }
  return { food, notes, trailingUnit, judged, isFallback: false, hasTail };
}

/** English past participles that are not kept in names: "blended", "mixed", "made", "broken". */
function isParticiple(token: Token | undefined): boolean {
  return (
    token?.kind === 'word' &&
    /^[a-z]+(ed|en)$/.test(token.key) &&
    !['dried', 'ground', 'smoked', 'green', 'chicken', 'linen', 'oven', 'garden'].includes(
      token.key,
    )
  );
}

/**
 * "freshly ground black pepper": the preparation of a spice with at least two more words; the
 * development set keeps "freshly ground pepper" whole.
 */
function isGroundSpice(clause: readonly Token[], at: number, end: number): boolean {
  const [adverb, verb] = [clause[at], clause[at + 1]];
  return (
    end - at >= 4 &&
    adverb !== undefined &&
    groundAdverbs.has(adverb.key) &&
    (verb?.key === 'ground' || verb?.key === 'grated' || verb?.key === 'cracked')
  );
}

const groundAdverbs = new Set(['freshly', 'finely', 'coarsely', 'fresh']);

/** "coupées finement" ends in an adverb; "finely" before a trailing note word goes with it. */
function isAdverbBefore(clause: readonly Token[], at: number): boolean {
  const token = clause[at];
  return token?.kind === 'word' && token.key.endsWith('ly') && isNoteWord(clause, at + 1);
}
