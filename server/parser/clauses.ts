import { splitFoodAndNote, type FoodSplit, type SplitOptions } from './food-note';
import { notePart, type NotePart } from './notes';
import type { Token } from './tokenize';
import { isNoteStart, isNoteWord, isStatePair } from './word-classes';

/** Clauses split at commas and semicolons; the first names the ingredient, the rest are notes. */
export function splitClauses(tokens: readonly Token[]): Token[][] {
  const clauses: Token[][] = [[]];
  for (const token of tokens) {
    if (token.text === ',' || token.text === ';') clauses.push([]);
    else clauses[clauses.length - 1]?.push(token);
  }
  return clauses.filter((c) => c.length > 0);
}

interface FoodInClauses {
  split: FoodSplit;
  /** The food's text when it runs over several clauses ("corn, peanut or vegetable oil"). */
  listText: string | null;
  /** Notes from every clause but the food's own. */
  notes: NotePart[];
}

/**
 * Finds the food: in the first clause, unless that holds only preparation words ("2 peeled,
 * cored apples"); a list of alternatives ("corn, peanut or vegetable oil") stays whole.
 */
export function findFood(
  line: string,
  rest: readonly Token[],
  clauses: readonly Token[][],
  options: SplitOptions,
): FoodInClauses {
  let split = splitFoodAndNote(line, rest, options);
  let used = 0;
  if (split.isFallback || split.food.length === 0) {
    for (let c = 1; c < clauses.length; c++) {
      const next = splitFoodAndNote(line, clauses[c] ?? [], options);
      if (next.food.length > 0 && !next.isFallback) {
        split = { ...next, notes: [...notePart(line, rest), ...next.notes] };
        used = c;
        break;
      }
    }
  }
  const foodFrom = used;
  const listEnd = used === 0 && !split.hasTail ? listContinuation(clauses) : 0;
  let listText: string | null = null;
  if (listEnd > 0) {
    const last = splitFoodAndNote(line, clauses[listEnd] ?? [], options);
    const pieces = [split.food, ...clauses.slice(1, listEnd), last.food];
    listText = pieces.map((p) => textOf(line, p)).join(', ');
    split = { ...split, notes: [...split.notes, ...last.notes] };
    used = listEnd;
  } else if (isAdjectivesOnly(split.food) && isPlain(clauses[used + 1] ?? [])) {
    // "skinless, boneless chicken breasts", "long, thin Japanese eggplants"
    const next = splitFoodAndNote(line, clauses[used + 1] ?? [], options);
    listText = `${textOf(line, split.food)}, ${textOf(line, next.food)}`;
    split = {
      ...split,
      food: [...split.food, ...next.food],
      notes: [...split.notes, ...next.notes],
    };
    used += 1;
  }
  const notes = [...split.notes];
  clauses.forEach((clause, index) => {
    if (index > 0 && (index < foodFrom || index > used)) notes.push(...notePart(line, clause));
  });
  return { split: { ...split, notes: [] }, listText, notes };
}

/** "and" is left out: "chicken thighs, skinless and boneless" describes, it does not list. */
const alternatives = new Set(['or', 'ou', 'oder', 'o']);

/**
 * The clause that ends a list started by the first one, or 0: plain words only, the last clause
 * with "or" ("red, yellow or orange bell peppers").
 */
function listContinuation(clauses: readonly Token[][]): number {
  for (let c = 1; c < clauses.length; c++) {
    const clause = clauses[c] ?? [];
    if (!isPlain(clause) || clause.length > 5 || isStatePair(clause, 0)) return 0;
    if (clause.some((t) => alternatives.has(t.key))) return c;
  }
  return 0;
}

/** Words only, none of them a note ("to taste", "chopped"). */
function isPlain(clause: readonly Token[]): boolean {
  return (
    clause.length > 0 &&
    clause.every((t, i) => t.kind === 'word' && !isNoteStart(clause, i) && !isNoteWord(clause, i))
  );
}

const adjectives = new Set([
  'firm',
  'long',
  'short',
  'thin',
  'thick',
  'lean',
  'tender',
  'dry',
  'fresh',
  'ripe',
  'soft',
  'hard',
  'sweet',
  'sour',
  'hot',
  'mild',
  'whole',
  'raw',
  'young',
  'wild',
  'plain',
  'all-purpose',
  'crusty',
  'rich',
  'low-fat',
  'nonfat',
  'juicy',
  'heavy',
  'light',
  'dark',
  'coarse',
  'organic',
  'large',
  'small',
  'medium',
  'good',
]);

/** One or two describing words with no noun: "skinless", "boneless", "unsalted", "long". */
function isAdjectivesOnly(food: readonly Token[]): boolean {
  return (
    food.length > 0 &&
    food.length <= 2 &&
    food.every((t) => adjectives.has(t.key) || /(less|ed)$|-/.test(t.key))
  );
}

function textOf(line: string, tokens: readonly Token[]): string {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  return first && last ? line.slice(first.start, last.end) : '';
}
