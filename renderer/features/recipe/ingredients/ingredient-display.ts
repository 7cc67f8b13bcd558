import type { FoodOut, RecipeIngredientOut, UnitOut } from '../../../../server/contract/recipes';

import { formatQuantity } from './quantity-format';
import { hasNumber, scaleIngredientText } from './scale-text';

export { formatQuantity, maxDenominator, toFraction } from './quantity-format';

function isPlural(quantity: number | null | undefined): boolean {
  return quantity !== null && quantity !== undefined && quantity > 1;
}

/** A unit's label: its abbreviation when the unit says so, plural forms above one. */
export function formatUnit(unit: UnitOut | null | undefined, quantity: number | null | undefined) {
  if (!unit) return '';
  const plural = isPlural(quantity);
  if (unit.useAbbreviation && unit.abbreviation) {
    return plural && unit.pluralAbbreviation ? unit.pluralAbbreviation : unit.abbreviation;
  }
  return plural && unit.pluralName ? unit.pluralName : unit.name;
}

export function formatFood(food: FoodOut | null | undefined, quantity: number | null | undefined) {
  if (!food) return '';
  return isPlural(quantity) && food.pluralName ? food.pluralName : food.name;
}

interface IngredientParts {
  quantity: string;
  unit: string;
  food: string;
  note: string;
}

type DisplayIngredient = Pick<
  RecipeIngredientOut,
  'quantity' | 'unit' | 'food' | 'note' | 'disableAmount' | 'display'
> &
  Partial<Pick<RecipeIngredientOut, 'originalText'>>;

/** How a line reads: from its amount, unit and food, or as free text scaled where it can be. */
type LineReading =
  | { kind: 'amount'; parts: IngredientParts }
  | { kind: 'text'; parts: IngredientParts; isScaled: boolean; hasNumber: boolean };

function amountParts(ingredient: DisplayIngredient, scale: number): IngredientParts {
  const quantity = ingredient.quantity === null ? null : ingredient.quantity * scale;
  const allowFraction = ingredient.unit ? ingredient.unit.fraction : true;
  return {
    quantity: formatQuantity(quantity, allowFraction),
    unit: formatUnit(ingredient.unit, quantity),
    food: formatFood(ingredient.food, quantity),
    note: ingredient.note,
  };
}

function textReading(text: string, scale: number): LineReading {
  const scaled = scaleIngredientText(text, scale);
  return {
    kind: 'text',
    parts: { quantity: '', unit: '', food: '', note: scaled.text },
    isScaled: scaled.isScaled,
    hasNumber: hasNumber(text),
  };
}

/** What the person wrote: the note, else the line as first imported, else the server's text. */
function writtenText(ingredient: DisplayIngredient): string {
  return ingredient.note || ingredient.originalText || ingredient.display || '';
}

/**
 * How a line reads at a scale; no text is ever lost. A line with a unit or food reads from its
 * parts in either mode. Otherwise, with amounts disabled (the recipe's setting or the line's) it
 * is free text: a quantity other than 0 or 1 first (Mealie's rule), then the note, or the
 * original text when the note is empty; with amounts on, its quantity and note, or the original
 * text when both are empty. Free text has the amounts it starts with or puts before a unit scaled.
 */
function readLine(
  ingredient: DisplayIngredient,
  scale: number,
  isAmountDisabled: boolean,
): LineReading {
  if (ingredient.unit || ingredient.food) {
    return { kind: 'amount', parts: amountParts(ingredient, scale) };
  }
  const quantity = ingredient.quantity ?? 0;
  const isDisabled = isAmountDisabled || ingredient.disableAmount;
  const showsQuantity = isDisabled ? quantity !== 0 && quantity !== 1 : quantity !== 0;
  if (showsQuantity && (ingredient.note || !ingredient.originalText)) {
    return { kind: 'amount', parts: amountParts(ingredient, scale) };
  }
  return textReading(writtenText(ingredient), scale);
}

/** What an ingredient line shows at a scale (see `readLine`). */
export function ingredientParts(
  ingredient: DisplayIngredient,
  scale: number,
  isAmountDisabled: boolean,
): IngredientParts {
  return readLine(ingredient, scale, isAmountDisabled).parts;
}

/**
 * How many free-text lines hold a number that scaling cannot reach ("Juice of 2 lemons"): the
 * lines only parsing would scale. Lines without numbers ("salt to taste") have nothing to miss.
 */
export function unscaledLineCount(
  ingredients: readonly DisplayIngredient[],
  isAmountDisabled: boolean,
): number {
  return ingredients.filter((ingredient) => {
    const reading = readLine(ingredient, 2, isAmountDisabled);
    return reading.kind === 'text' && reading.hasNumber && !reading.isScaled;
  }).length;
}

/** The whole line as plain text (cook mode checklist, copy). */
export function ingredientText(parts: IngredientParts): string {
  return [parts.quantity, parts.unit, parts.food, parts.note].filter(Boolean).join(' ');
}

/** The number a yield starts with ("4 servings" → 4), or null when it has none. */
export function yieldNumber(recipeYield: string | null | undefined): number | null {
  const match = /(\d+(?:[.,]\d+)?)/.exec(recipeYield ?? '');
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(',', '.'));
  return value > 0 ? value : null;
}

/** The yield text with its number scaled ("4 servings" × 2 → "8 servings"). */
export function scaleYield(recipeYield: string | null | undefined, scale: number): string {
  if (!recipeYield) return '';
  const base = yieldNumber(recipeYield);
  if (base === null || scale === 1) return recipeYield;
  return recipeYield.replace(/(\d+(?:[.,]\d+)?)/, formatQuantity(base * scale, true, false));
}
