import { PlanRulesDay, type ReadPlanEntry } from '../../contract/mealplans';
import type { RecipeSummary } from '../../contract/recipes';
import type { Db } from '../../db/database';
import type { MealPlanRow } from '../../db/meal-plan-tables';
import { listMealPlansPage, loadPlanRecipes } from '../../db/repos/meal-plans.repo';

import { toRecipeSummaries } from '../recipes/recipe-views';

/** `ReadPlanEntry`s with their recipes as summaries, loaded together. */
export async function toReadPlanEntries(db: Db, rows: MealPlanRow[]): Promise<ReadPlanEntry[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.recipeId ? [row.recipeId] : [])))];
  const summaries = await toRecipeSummaries(db, await loadPlanRecipes(db, ids));
  const byId = new Map<string, RecipeSummary>(summaries.map((s) => [s.id, s]));
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    entryType: row.entryType,
    title: row.title,
    text: row.text,
    recipeId: row.recipeId,
    recipe: (row.recipeId && byId.get(row.recipeId)) || null,
    groupId: row.groupId,
    householdId: row.groupId,
    userId: row.userId,
  }));
}

export async function toReadPlanEntry(db: Db, row: MealPlanRow): Promise<ReadPlanEntry> {
  const [entry] = await toReadPlanEntries(db, [row]);
  return entry as ReadPlanEntry;
}

/** A group's plan entries of one day (yyyy-MM-dd), as `ReadPlanEntry`s in the order made. */
export async function planEntriesOn(
  db: Db,
  groupId: string,
  date: string,
): Promise<ReadPlanEntry[]> {
  const criteria = { groupId, startDate: date, endDate: date, filter: null };
  const rows = await listMealPlansPage(db, criteria, {
    limit: null,
    offset: 0,
    order: [{ column: 'p.id', direction: 'asc' }],
  });
  return toReadPlanEntries(db, rows);
}

/** Today on the server's calendar (the desktop user's local day), yyyy-MM-dd. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The plan-rule day name of a yyyy-MM-dd date. */
export function weekdayOf(date: string): PlanRulesDay {
  // getUTCDay counts from Sunday; the contract's days run Monday to Sunday.
  const sinceMonday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return PlanRulesDay.options[sinceMonday] ?? 'unset';
}
