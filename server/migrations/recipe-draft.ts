import { RecipeIn, type Nutrition } from '../contract/recipes';
import { cleanDuration } from '../scraper/duration';
import { cleanText } from '../scraper/text';
import { cleanYield } from '../scraper/yields';

import { cut, dateOnly, organizerNames } from './draft-values';
import { BrokenRecipeError } from './types';

/** A structured ingredient line of apps that keep amounts apart (Tandoor, old Mealie). */
export interface IngredientParts {
  title?: string | null;
  quantity?: number | null;
  unit?: string | null;
  food?: string | null;
  note?: string | null;
  originalText?: string | null;
}

export interface StepDraft {
  title?: string | null;
  text: string;
}

/** A recipe as a reader found it, loosely typed: `toRecipeIn` cleans and checks it. */
export interface RecipeDraft {
  name: unknown;
  description?: unknown;
  recipeYield?: unknown;
  totalTime?: unknown;
  prepTime?: unknown;
  performTime?: unknown;
  orgURL?: unknown;
  dateAdded?: unknown;
  /** Lines of text, or structured lines; a line with only a title starts a section. */
  ingredients?: (string | IngredientParts)[];
  instructions?: StepDraft[];
  notes?: { title?: string; text: string }[];
  tags?: unknown[];
  categories?: unknown[];
  tools?: unknown[];
  nutrition?: Nutrition | null;
  /** Amounts on: set when the app kept quantities, units and foods apart. */
  structuredAmounts?: boolean;
}

/** One ingredient line as the API's input takes it (`z.input` of `RecipeIngredientIn`). */
interface IngredientInput {
  title: string | null;
  quantity: number | null;
  unit: { name: string } | null;
  food: { name: string } | null;
  note: string;
  originalText: string | null;
}

function ingredientLine(line: string | IngredientParts): IngredientInput | null {
  if (typeof line === 'string') {
    const note = cut(cleanText(line), 2000);
    if (!note) return null;
    return {
      title: null,
      quantity: null,
      unit: null,
      food: null,
      note,
      originalText: cut(line.trim(), 4000),
    };
  }
  const note = cut(cleanText(line.note), 2000);
  const unit = cut(cleanText(line.unit), 200);
  const food = cut(cleanText(line.food), 200);
  const quantity =
    typeof line.quantity === 'number' && Number.isFinite(line.quantity) && line.quantity >= 0
      ? Math.min(line.quantity, 1_000_000)
      : null;
  const title = line.title ? cut(cleanText(line.title), 500) || null : null;
  if (!note && !unit && !food && quantity === null && !title) return null;
  return {
    title,
    quantity,
    unit: unit ? { name: unit } : null,
    food: food ? { name: food } : null,
    note,
    originalText: line.originalText ? cut(line.originalText.trim(), 4000) : null,
  };
}

/** A title on a line of its own starts a section: it rides on the next ingredient, as Mealie shows it. */
function ingredientsOf(lines: (string | IngredientParts)[]): IngredientInput[] {
  const out: IngredientInput[] = [];
  let pendingTitle: string | null = null;
  for (const raw of lines) {
    const line = ingredientLine(raw);
    if (!line) continue;
    if (line.title && !line.note && !line.food && !line.unit && line.quantity === null) {
      pendingTitle = line.title;
      continue;
    }
    out.push({ ...line, title: line.title ?? pendingTitle });
    pendingTitle = null;
  }
  return out.slice(0, 500);
}

const freeText = (value: unknown) => {
  const text = cleanText(value);
  return text ? cut(text, 500) : null;
};

/**
 * A draft as the recipe writer takes it: text cleaned, times and yields in Mealie's words (the
 * scraper's helpers), lists cut to the API's limits. A draft without a name is broken.
 */
export function toRecipeIn(draft: RecipeDraft): RecipeIn {
  const name = cut(cleanText(draft.name), 500);
  if (!name) throw new BrokenRecipeError('errors.migrations.theRecipeHasNoName');
  const orgUrl = cleanText(draft.orgURL);
  const parsed = RecipeIn.safeParse({
    name,
    description: typeof draft.description === 'string' ? draft.description.trim() : '',
    recipeYield:
      draft.recipeYield === undefined
        ? null
        : cut(cleanYield(draft.recipeYield) ?? '', 500) || null,
    totalTime: freeText(cleanDuration(draft.totalTime)),
    prepTime: freeText(cleanDuration(draft.prepTime)),
    performTime: freeText(cleanDuration(draft.performTime)),
    orgURL: orgUrl ? cut(orgUrl, 2000) : null,
    dateAdded: dateOnly(draft.dateAdded),
    recipeIngredient: ingredientsOf(draft.ingredients ?? []),
    recipeInstructions: (draft.instructions ?? [])
      .map((step) => ({ title: cut(cleanText(step.title), 500), text: step.text.trim() }))
      .filter((step) => step.text.length > 0)
      .slice(0, 500),
    notes: (draft.notes ?? [])
      .map((note) => ({ title: cut(cleanText(note.title), 500), text: note.text.trim() }))
      .filter((note) => note.text.length > 0)
      .slice(0, 200),
    tags: organizerNames(draft.tags),
    recipeCategory: organizerNames(draft.categories),
    tools: organizerNames(draft.tools),
    nutrition: draft.nutrition ?? null,
    ...(draft.structuredAmounts && { settings: { disableAmount: false } }),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'recipe';
    throw new BrokenRecipeError('errors.migrations.message', {
      where,
      value: issue?.message ?? 'invalid',
    });
  }
  return parsed.data;
}
