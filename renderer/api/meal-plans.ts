import { paths } from '../../server/contract/paths';

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

export function createPlanEntry(entry: CreatePlanEntry) {
  return api.post<unknown>(paths.mealplans, { json: entry, quiet: true });
}
