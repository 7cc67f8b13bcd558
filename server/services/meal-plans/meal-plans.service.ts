import type { Paginated } from '../../contract/common';
import type { CreatePlanEntry, MealPlanListQuery, ReadPlanEntry } from '../../contract/mealplans';
import type { Db } from '../../db/database';
import type { MealPlanRow } from '../../db/meal-plan-tables';
import {
  countMealPlans,
  deleteMealPlanRow,
  findMealPlan,
  insertMealPlan,
  listMealPlansPage,
  mealPlanFilterTargets,
  mealPlanSortColumns,
  updateMealPlanRow,
} from '../../db/repos/meal-plans.repo';
import { findRecipeRow } from '../../db/repos/recipes.repo';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';

import type { Actor, ServiceContext } from '../context';
import { publishEvent } from '../notifications/events';
import { requireUser } from '../guards';
import { localToday, planEntriesOn, toReadPlanEntries, toReadPlanEntry } from './meal-plan-views';
import { paginate, parseOrderBy } from '../pagination';
import { parseQueryFilter } from '../query-filter';

async function entryOf(db: Db, groupId: string, id: number): Promise<MealPlanRow> {
  const row = await findMealPlan(db, groupId, id);
  if (!row) throw new NotFoundError();
  return row;
}

/** A planned recipe must be one of the group's: another group's id reads as unknown. */
async function assertRecipeInGroup(db: Db, groupId: string, recipeId: string | null | undefined) {
  if (recipeId && !(await findRecipeRow(db, groupId, recipeId))) {
    throw new NotFoundError('errors.meal-plans.recipeNotFound');
  }
}

/**
 * The group's entries between `start_date` and `end_date` (both inclusive, either optional).
 * Without `orderBy` they come by date, then in creation order (the planner's reading order).
 */
export function listMealPlans(
  ctx: ServiceContext,
  actor: Actor,
  query: MealPlanListQuery,
  listPath: string,
): Promise<Paginated<ReadPlanEntry>> {
  const user = requireUser(actor);
  const startDate = query.start_date ?? null;
  const endDate = query.end_date ?? null;
  if (startDate && endDate && endDate < startDate) {
    throw new InvalidError('errors.meal-plans.endDateIsBeforeStart');
  }
  const criteria = {
    groupId: user.groupId,
    startDate,
    endDate,
    filter: parseQueryFilter(query.queryFilter, mealPlanFilterTargets),
  };
  const order = query.orderBy
    ? parseOrderBy(query, mealPlanSortColumns, { column: 'p.date', direction: 'asc' })
    : [
        { column: 'p.date' as const, direction: 'asc' as const },
        { column: 'p.id' as const, direction: 'asc' as const },
      ];
  const carried: [string, string][] = [];
  if (startDate) carried.push(['start_date', startDate]);
  if (endDate) carried.push(['end_date', endDate]);
  if (query.queryFilter) carried.push(['queryFilter', query.queryFilter]);
  return paginate(
    listPath,
    query,
    order,
    () => countMealPlans(ctx.db, criteria),
    async (window) => toReadPlanEntries(ctx.db, await listMealPlansPage(ctx.db, criteria, window)),
    carried,
  );
}

/** Today's entries as a plain array (Mealie's `/today`). */
export async function listTodaysMealPlans(
  ctx: ServiceContext,
  actor: Actor,
): Promise<ReadPlanEntry[]> {
  const user = requireUser(actor);
  return planEntriesOn(ctx.db, user.groupId, localToday());
}

export async function getMealPlan(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
): Promise<ReadPlanEntry> {
  const user = requireUser(actor);
  return toReadPlanEntry(ctx.db, await entryOf(ctx.db, user.groupId, id));
}

export function createMealPlan(
  ctx: ServiceContext,
  actor: Actor,
  input: CreatePlanEntry,
): Promise<ReadPlanEntry> {
  const user = requireUser(actor);
  return ctx.db.transaction().execute(async (trx) => {
    await assertRecipeInGroup(trx, user.groupId, input.recipeId);
    const now = nowIso();
    const id = await insertMealPlan(trx, {
      date: input.date,
      entryType: input.entryType,
      title: input.title,
      text: input.text,
      recipeId: input.recipeId ?? null,
      groupId: user.groupId,
      userId: user.id,
      createdAt: now,
      updateAt: now,
    });
    const entry = await toReadPlanEntry(trx, await entryOf(trx, user.groupId, id));
    const subject = `${entry.date} ${entry.entryType}: ${entry.recipe?.name ?? entry.title}`;
    publishEvent(ctx, user.groupId, { type: 'mealplanEntryCreated', subject });
    return entry;
  });
}

/** Any member may change the group's plan; the entry keeps its author. */
export function updateMealPlan(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  input: CreatePlanEntry,
): Promise<ReadPlanEntry> {
  const user = requireUser(actor);
  return ctx.db.transaction().execute(async (trx) => {
    await entryOf(trx, user.groupId, id);
    await assertRecipeInGroup(trx, user.groupId, input.recipeId);
    await updateMealPlanRow(trx, id, {
      date: input.date,
      entryType: input.entryType,
      title: input.title,
      text: input.text,
      recipeId: input.recipeId ?? null,
      updateAt: nowIso(),
    });
    return toReadPlanEntry(trx, await entryOf(trx, user.groupId, id));
  });
}

export function deleteMealPlan(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
): Promise<ReadPlanEntry> {
  const user = requireUser(actor);
  return ctx.db.transaction().execute(async (trx) => {
    const entry = await toReadPlanEntry(trx, await entryOf(trx, user.groupId, id));
    await deleteMealPlanRow(trx, id);
    return entry;
  });
}
