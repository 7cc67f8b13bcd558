import type { ParsedIngredient } from '../../../../server/contract/parser';
import type { FoodOut, RecipeIngredientOut, UnitOut } from '../../../../server/contract/recipes';

/** A unit or food the household does not have yet: created on Apply, if the line is accepted. */
interface NewName {
  id: null;
  name: string;
  pluralName: string | null;
}

type UnitChoice = UnitOut | NewName;
type FoodChoice = FoodOut | NewName;
type NameKind = 'unit' | 'food';

/** One unparsed draft line in the review: the parser's reading, as the user corrects it. */
export interface ReviewLine {
  /** The draft line it came from. */
  referenceId: string;
  input: string;
  /** The parser's average confidence in [0, 1]. */
  confidence: number;
  quantity: number | null;
  unit: UnitChoice | null;
  food: FoodChoice | null;
  note: string;
  isAccepted: boolean;
}

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** A line still waiting to be parsed: free text in the note, no food or unit picked. */
export function isUnparsed(ingredient: RecipeIngredientOut): boolean {
  return !ingredient.food && !ingredient.unit && ingredient.note.trim() !== '';
}

export function unparsedLines(ingredients: readonly RecipeIngredientOut[]): RecipeIngredientOut[] {
  return ingredients.filter(isUnparsed);
}

/**
 * nlp scores a field 0.95 to 0.98 when a lexicon or digits decided it and 0.75 to 0.85 when a
 * default did (server/parser/confidence.ts); brute gives 0.5 to 0.7 throughout. So a line from
 * nlp at or above 0.85 is plain, below 0.7 one default or guess too many: check it.
 */
export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= 0.85) return 'high';
  if (confidence >= 0.7) return 'medium';
  return 'low';
}

export function formatConfidence(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

export function isNewName(choice: UnitChoice | FoodChoice | null): choice is NewName {
  return choice !== null && choice.id === null;
}

function toChoice<T extends UnitOut | FoodOut>(
  parsed: T | { name: string; pluralName: string | null } | null,
): T | NewName | null {
  if (!parsed) return null;
  if ('id' in parsed) return parsed;
  return { id: null, name: parsed.name, pluralName: parsed.pluralName };
}

/** Pairs the parser's answers with the draft lines they were asked for, in order; all accepted. */
export function toReviewLines(
  sources: readonly RecipeIngredientOut[],
  parsed: readonly ParsedIngredient[],
): ReviewLine[] {
  return sources.flatMap((source, index) => {
    const result = parsed[index];
    if (!result) return [];
    const { ingredient } = result;
    return [
      {
        referenceId: source.referenceId,
        input: source.note,
        confidence: result.confidence.average,
        quantity: ingredient.quantity || null,
        unit: toChoice<UnitOut>(ingredient.unit),
        food: toChoice<FoodOut>(ingredient.food),
        note: ingredient.note,
        isAccepted: true,
      },
    ];
  });
}

interface NameToCreate {
  kind: NameKind;
  name: string;
  pluralName: string | null;
}

export function nameKey(kind: NameKind, name: string): string {
  return `${kind}:${name.trim().toLowerCase()}`;
}

/** The new units and foods of the accepted lines, each once however many lines use it. */
export function namesToCreate(lines: readonly ReviewLine[]): NameToCreate[] {
  const found = new Map<string, NameToCreate>();
  for (const line of lines) {
    if (!line.isAccepted) continue;
    for (const [kind, choice] of [
      ['unit', line.unit],
      ['food', line.food],
    ] as const) {
      if (!isNewName(choice)) continue;
      const key = nameKey(kind, choice.name);
      if (!found.has(key))
        found.set(key, { kind, name: choice.name, pluralName: choice.pluralName });
    }
  }
  return [...found.values()];
}

/** The units and foods Apply created, by `nameKey`. */
export type CreatedNames = ReadonlyMap<string, UnitOut | FoodOut>;

interface ResolvedLine {
  quantity: number | null;
  unit: UnitOut | null;
  food: FoodOut | null;
  note: string;
  isFolded: boolean;
}

function nameAsWritten(choice: UnitChoice | FoodChoice, quantity: number | null): string {
  return quantity !== null && quantity > 1 && choice.pluralName ? choice.pluralName : choice.name;
}

/** The saved item for a choice: itself, the one Apply created, or `undefined` when none was. */
function savedItem<T extends UnitOut | FoodOut>(
  kind: NameKind,
  choice: T | NewName | null,
  created: CreatedNames,
): T | null | undefined {
  if (!isNewName(choice)) return choice;
  return created.get(nameKey(kind, choice.name)) as T | undefined;
}

/**
 * Saved units and foods for a line; a new one that could not be created goes into the note. The
 * display reads quantity, unit, food, note, so a folded unit takes the food with it ("2 cups
 * sugar, sifted" stays in that order) while a folded food after a saved unit reads right alone.
 */
function resolveLine(line: ReviewLine, created: CreatedNames): ResolvedLine {
  const unit = savedItem('unit', line.unit, created);
  const food = savedItem('food', line.food, created);
  const folded: (UnitChoice | FoodChoice)[] = [];
  if (unit === undefined && line.unit) folded.push(line.unit);
  if ((unit === undefined || food === undefined) && line.food) folded.push(line.food);
  const resolved = { quantity: line.quantity, unit: unit ?? null, food: food ?? null };
  if (folded.length === 0) return { ...resolved, note: line.note, isFolded: false };
  const names = folded.map((choice) => nameAsWritten(choice, line.quantity)).join(' ');
  return {
    ...resolved,
    food: null,
    note: line.note ? `${names}, ${line.note}` : names,
    isFolded: true,
  };
}

/**
 * Writes the accepted lines into the draft: quantity, unit, food and note as reviewed; the
 * title, reference and original text stay. Lines left unaccepted stay as they were.
 */
export function applyReview(
  ingredients: readonly RecipeIngredientOut[],
  lines: readonly ReviewLine[],
  created: CreatedNames,
): { ingredients: RecipeIngredientOut[]; foldedCount: number } {
  const accepted = new Map(
    lines.filter((line) => line.isAccepted).map((line) => [line.referenceId, line]),
  );
  let foldedCount = 0;
  const next = ingredients.map((current) => {
    const line = accepted.get(current.referenceId);
    if (!line) return current;
    const { isFolded, ...fields } = resolveLine(line, created);
    if (isFolded) foldedCount += 1;
    return { ...current, ...fields, originalText: current.originalText ?? current.note };
  });
  return { ingredients: next, foldedCount };
}
