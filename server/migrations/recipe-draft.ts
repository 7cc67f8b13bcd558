import { RecipeIn, type Nutrition } from '../contract/recipes';
import { cleanDuration } from '../scraper/duration';
import { cleanNutrition } from '../scraper/nutrition';
import { cleanLines, cleanText } from '../scraper/text';
import { cleanYield } from '../scraper/yields';

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

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** A date (`2021-03-04`, `2021-03-04 10:20:30`, ISO) as the date part, else null. */
export function dateOnly(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|[ T])/.exec(value.trim());
  if (!match?.[1]) return null;
  return Number.isNaN(Date.parse(match[1])) ? null : match[1];
}

/** Organizer names: cleaned, cut to fit, each once (ignoring case). */
export function organizerNames(values: unknown[] | undefined): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const value of values ?? []) {
    const name = cut(cleanText(value), 200);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names.slice(0, 200);
}

/** Names from one text split on commas (keywords, Chowdown tags) or a list of names. */
export function splitList(value: unknown, separator: RegExp = /,/): string[] {
  if (Array.isArray(value)) return (value as unknown[]).flatMap((item) => splitList(item));
  if (typeof value !== 'string') return [];
  return value.split(separator).map((part) => part.trim());
}

/** Step lines without the numbers apps write before them ("1. ", "2) "). */
export function stepsFromLines(lines: string[]): StepDraft[] {
  return lines
    .map((line) => line.replace(/^\s*(?:step\s*)?\d{1,3}\s*[.):]\s+/i, '').trim())
    .filter(Boolean)
    .map((text) => ({ text }));
}

/** Text with line breaks (or HTML) as its non-empty lines. */
export const textLines = (value: unknown): string[] => cleanLines(value);

const nutritionKeys: [RegExp, keyof Nutrition][] = [
  [/^(calories|energy|kcal)/, 'calories'],
  [/^(total\s*)?fat/, 'fatContent'],
  [/^protein/, 'proteinContent'],
  [/^(total\s*)?carb/, 'carbohydrateContent'],
  [/^(dietary\s*)?fib(er|re)/, 'fiberContent'],
  [/^sodium/, 'sodiumContent'],
  [/^(total\s*)?sugars?/, 'sugarContent'],
];

/**
 * Nutrition written as "Calories: 250" lines (Paprika, My Recipe Box). What Larder has a field
 * for becomes nutrition; when some lines fit no field, the whole text is also kept as a note.
 */
export function nutritionFromText(text: unknown): { nutrition: Nutrition | null; note: string } {
  const lines = textLines(text);
  const found: Record<string, string> = {};
  let unmatched = 0;
  for (const line of lines) {
    const [rawKey, ...rest] = line.split(/[:=]/);
    const key = (rawKey ?? '').trim().toLowerCase();
    const value = rest.join(':').trim();
    const field = nutritionKeys.find(([pattern]) => pattern.test(key))?.[1];
    if (field && value && /\d/.test(value) && !/saturated|trans|unsaturated/.test(key)) {
      found[field] ??= value;
    } else unmatched += 1;
  }
  const nutrition = cleanNutrition(found);
  return { nutrition, note: unmatched > 0 || !nutrition ? lines.join('\n') : '' };
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
  if (!name) throw new BrokenRecipeError('The recipe has no name');
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
    throw new BrokenRecipeError(`${where}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}
