import { api } from './client';

/** Mealie v1 `PlanEntryType`; the spec's default is dinner. */
export const planEntryTypes = ['breakfast', 'lunch', 'dinner', 'side'] as const;
export type PlanEntryType = (typeof planEntryTypes)[number];

/** Mealie v1 `CreatePlanEntry`. */
export interface CreatePlanEntry {
  date: string;
  entryType: PlanEntryType;
  title: string;
  text: string;
  recipeId: string | null;
}

// Meal plans arrive with their own issue; until `contract/paths.ts` names them, the path lives here.
const mealPlansPath = '/api/groups/mealplans';

export function createPlanEntry(entry: CreatePlanEntry) {
  return api.post<unknown>(mealPlansPath, { json: entry, quiet: true });
}
