/**
 * Mealie's merge rule for shopping list lines: two unchecked lines with the same food and unit
 * (and, without a food, the same note) are one line; quantities add up and differing notes are
 * joined with " | ". Mixed units of one food stay separate lines: converting between them would
 * need densities we do not have.
 */
interface MergeLine {
  checked: boolean;
  foodId: string | null;
  unitId: string | null;
  note: string;
}

/** The identity lines merge on, or null for checked lines (never merged). */
export function mergeKey(line: MergeLine): string | null {
  if (line.checked) return null;
  const unit = `u:${line.unitId ?? ''}`;
  return line.foodId ? `f:${line.foodId}|${unit}` : `n:${line.note.trim().toLowerCase()}|${unit}`;
}

/** Sums without binary noise (⅓ + ⅓ + ⅓ is 1), to six decimals as Mealie rounds amounts. */
export function addQuantities(...quantities: number[]): number {
  const sum = quantities.reduce((total, q) => total + q, 0);
  return Math.round(sum * 1e6) / 1e6;
}

export function scaleQuantity(quantity: number, scale: number): number {
  return Math.round(quantity * scale * 1e6) / 1e6;
}

/** Joins two notes with " | ", skipping empty ones and notes already present. */
export function joinNotes(first: string, second: string): string {
  const parts = first
    .split(' | ')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of second.split(' | ').map((p) => p.trim())) {
    if (part && !parts.some((p) => p.toLowerCase() === part.toLowerCase())) parts.push(part);
  }
  return parts.join(' | ');
}

export interface RecipeLine {
  foodId: string | null;
  unitId: string | null;
  note: string;
  quantity: number | null;
}

interface Contribution extends MergeLine {
  key: string;
  quantity: number;
}

/**
 * A recipe's lines times `scale`, already merged among themselves (two flour lines in cups are
 * one contribution), so each list line gets at most one contribution per recipe per call.
 * Lines with neither a food nor a note (section titles) are left out.
 */
export function collectContributions(lines: RecipeLine[], scale: number): Contribution[] {
  const byKey = new Map<string, Contribution>();
  for (const line of lines) {
    const note = line.note.trim();
    if (!line.foodId && !note) continue;
    const candidate = { checked: false, foodId: line.foodId, unitId: line.unitId, note };
    const key = mergeKey(candidate) as string;
    const quantity = scaleQuantity(line.quantity ?? 0, scale);
    const seen = byKey.get(key);
    if (seen) {
      seen.quantity = addQuantities(seen.quantity, quantity);
      seen.note = joinNotes(seen.note, note);
    } else {
      byKey.set(key, { ...candidate, key, quantity });
    }
  }
  return [...byKey.values()];
}

interface RecipeShare {
  recipeQuantity: number;
  recipeScale: number;
}

/**
 * Takes `decrement` times of a recipe back out of a line. A reference holds what the recipe
 * added in total (`recipeQuantity`) for `recipeScale` times the recipe, so one time is their
 * ratio. Returns the line's new quantity and the reference left (null when nothing is left).
 */
export function removeRecipeShare(
  lineQuantity: number,
  share: RecipeShare,
  decrement: number,
): { quantity: number; share: RecipeShare | null } {
  const times = Math.min(decrement, share.recipeScale);
  const removed =
    times >= share.recipeScale
      ? share.recipeQuantity
      : scaleQuantity(share.recipeQuantity / share.recipeScale, times);
  const rest = addQuantities(lineQuantity, -removed);
  // rounding of thirds may leave a millionth behind
  const quantity = rest < 1e-5 ? 0 : rest;
  const scaleLeft = addQuantities(share.recipeScale, -times);
  return {
    quantity,
    share:
      scaleLeft > 0
        ? { recipeQuantity: addQuantities(share.recipeQuantity, -removed), recipeScale: scaleLeft }
        : null,
  };
}
