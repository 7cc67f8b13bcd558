import type { FoodOut, RecipeIngredientOut, UnitOut } from '../../../../server/contract/recipes';
import { parseIngredientLines } from '../../../api/recipe-parser';
import { createFood, createUnit } from '../../../api/recipe-reference';

/** A line still waiting to be parsed: free text in the note, no food or unit picked. */
export function isUnparsed(ingredient: RecipeIngredientOut): boolean {
  return !ingredient.food && !ingredient.unit && ingredient.note.trim() !== '';
}

async function ensureUnit(unit: { name: string } & Partial<UnitOut>): Promise<UnitOut | null> {
  if (unit.id) return unit as UnitOut;
  return createUnit(unit.name);
}

async function ensureFood(food: { name: string } & Partial<FoodOut>): Promise<FoodOut | null> {
  if (food.id) return food as FoodOut;
  return createFood(food.name);
}

/**
 * Sends the unparsed lines to the parser and fills in quantity, unit, food and note; units and
 * foods the group does not have yet are created. Titles and references stay as they were.
 */
export async function parseDraftIngredients(
  ingredients: RecipeIngredientOut[],
): Promise<RecipeIngredientOut[] | null> {
  const indexes = ingredients.flatMap((item, index) => (isUnparsed(item) ? [index] : []));
  if (indexes.length === 0) return ingredients;
  const lines = indexes.map((index) => ingredients[index]?.note ?? '');
  const { data } = await parseIngredientLines(lines);
  if (!data) return null;
  const next = [...ingredients];
  for (const [position, index] of indexes.entries()) {
    const parsed = data[position]?.ingredient;
    const current = next[index];
    if (!parsed || !current) continue;
    next[index] = {
      ...current,
      quantity: parsed.quantity || null,
      unit: parsed.unit ? await ensureUnit(parsed.unit) : null,
      food: parsed.food ? await ensureFood(parsed.food) : null,
      note: parsed.note,
      originalText: current.originalText ?? current.note,
    };
  }
  return next;
}
