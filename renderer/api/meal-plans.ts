import useSWR, { mutate } from 'swr';

import type { Paginated } from '../../server/contract/common';
import type {
  CreatePlanEntry,
  PlanEntryType,
  PlanRulesCreate,
  PlanRulesOut,
  ReadPlanEntry,
} from '../../server/contract/mealplans';
import { paths } from '../../server/contract/paths';

import { api, fetchJson } from './client';
import { withQuery } from './query';

/** Mealie v1 `PlanEntryType`; the spec's default is dinner. */
export const planEntryTypes: readonly PlanEntryType[] = ['breakfast', 'lunch', 'dinner', 'side'];

export type { PlanEntryType, PlanRulesCreate, PlanRulesOut, ReadPlanEntry };

function mealPlansKey(startDate: string, endDate: string): string {
  return withQuery(paths.mealplans, {
    start_date: startDate,
    end_date: endDate,
    page: 1,
    perPage: -1,
  });
}

/** Every entry between two dates (both included, yyyy-MM-dd). */
export function useMealPlans(startDate: string, endDate: string) {
  const key = mealPlansKey(startDate, endDate);
  const { data, error, isLoading } = useSWR<Paginated<ReadPlanEntry>, Error>(key, fetchJson);
  return {
    entries: data?.items ?? [],
    error,
    isLoading,
    refresh: () => mutate(key),
  };
}

/** Revalidates every cached week, whichever one is on screen. */
export function refreshMealPlans() {
  return mutate((key) => typeof key === 'string' && key.startsWith(`${paths.mealplans}?`));
}

export function createPlanEntry(entry: CreatePlanEntry) {
  return api.post<ReadPlanEntry>(paths.mealplans, { json: entry, quiet: true });
}

export function updatePlanEntry(entry: ReadPlanEntry) {
  return api.put<ReadPlanEntry>(paths.mealplan(entry.id), { json: entry });
}

export function deletePlanEntry(id: number) {
  return api.delete<ReadPlanEntry>(paths.mealplan(id));
}

/** A random recipe for the date and type that satisfies the group's rules (404 when none). */
export function createRandomEntry(date: string, entryType: PlanEntryType) {
  return api.post<ReadPlanEntry>(paths.mealplansRandom, {
    json: { date, entryType },
    quiet: true,
  });
}

const rulesKey = withQuery(paths.mealplanRules, { page: 1, perPage: -1 });

export function usePlanRules() {
  const { data, error, isLoading } = useSWR<Paginated<PlanRulesOut>, Error>(rulesKey, fetchJson);
  return { rules: data?.items ?? [], error, isLoading, refresh: () => mutate(rulesKey) };
}

export async function savePlanRule(rule: PlanRulesCreate, id?: string) {
  const result = id
    ? await api.put<PlanRulesOut>(paths.mealplanRule(id), { json: rule })
    : await api.post<PlanRulesOut>(paths.mealplanRules, { json: rule });
  if (!result.error) await mutate(rulesKey);
  return result;
}

export async function deletePlanRule(id: string) {
  const result = await api.delete<PlanRulesOut>(paths.mealplanRule(id));
  if (!result.error) await mutate(rulesKey);
  return result;
}
