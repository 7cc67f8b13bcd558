import type { PlanEntryType, ReadPlanEntry } from '../../api/meal-plans';

interface PlanSlot {
  date: string;
  entryType: PlanEntryType;
}

/**
 * The meals random fill should add: every chosen type on every day, skipping those that already
 * have an entry of that type when only open meals are wanted.
 */
export function slotsToFill(
  dates: readonly string[],
  types: readonly PlanEntryType[],
  entries: readonly ReadPlanEntry[],
  isOnlyOpen: boolean,
): PlanSlot[] {
  const taken = new Set(entries.map((entry) => `${entry.date}|${entry.entryType}`));
  return dates.flatMap((date) =>
    types
      .filter((entryType) => !isOnlyOpen || !taken.has(`${date}|${entryType}`))
      .map((entryType) => ({ date, entryType })),
  );
}

interface PlannedRecipe {
  recipeId: string;
  /** How many times the week cooks it: the scale its ingredients go to the list with. */
  times: number;
}

/** The week's recipes in plan order, each with how often it is planned: the week's shopping. */
export function plannedRecipes(entries: readonly ReadPlanEntry[]): PlannedRecipe[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    if (entry.recipeId) counts.set(entry.recipeId, (counts.get(entry.recipeId) ?? 0) + 1);
  }
  return [...counts].map(([recipeId, times]) => ({ recipeId, times }));
}
