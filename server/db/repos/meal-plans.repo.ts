import { sql } from 'kysely';

import type { Db } from '../database';
import type { MealPlanRow, MealPlanUpdate, NewMealPlanRow } from '../meal-plan-tables';
import { applyPageWindow, type PageWindow } from '../page-window';
import { compileFilter, type FilterTarget } from '../query-filter-sql';
import type { ResolvedFilter } from '../../domain/query-filter';
import type { RecipeRow } from '../schema';

export const mealPlanSortColumns = {
  id: 'p.id',
  date: 'p.date',
  entry_type: 'p.entryType',
  title: 'p.title',
  recipe_id: 'p.recipeId',
  user_id: 'p.userId',
  created_at: 'p.createdAt',
  update_at: 'p.updateAt',
} as const;
type MealPlanSortColumn = (typeof mealPlanSortColumns)[keyof typeof mealPlanSortColumns];

const column = (name: string, type: FilterTarget['type']): FilterTarget => ({
  type,
  column: sql.raw(`p.${name}`),
});

/** `queryFilter` attributes of the plan list: columns of the entry row. */
export const mealPlanFilterTargets: Record<string, FilterTarget> = {
  id: column('id', 'number'),
  date: column('date', 'date'),
  entry_type: column('entry_type', 'text'),
  title: column('title', 'text'),
  text: column('text', 'text'),
  recipe_id: column('recipe_id', 'uuid'),
  user_id: column('user_id', 'uuid'),
  created_at: column('created_at', 'datetime'),
  update_at: column('update_at', 'datetime'),
};

interface MealPlanCriteria {
  groupId: string;
  /** Inclusive yyyy-MM-dd bounds. */
  startDate: string | null;
  endDate: string | null;
  filter: ResolvedFilter | null;
}

function matching(db: Db, criteria: MealPlanCriteria) {
  let query = db.selectFrom('groupMealPlans as p').where('p.groupId', '=', criteria.groupId);
  if (criteria.startDate) query = query.where('p.date', '>=', criteria.startDate);
  if (criteria.endDate) query = query.where('p.date', '<=', criteria.endDate);
  if (criteria.filter) query = query.where(compileFilter(criteria.filter, mealPlanFilterTargets));
  return query;
}

export async function countMealPlans(db: Db, criteria: MealPlanCriteria): Promise<number> {
  const row = await matching(db, criteria)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listMealPlansPage(
  db: Db,
  criteria: MealPlanCriteria,
  window: PageWindow<MealPlanSortColumn>,
): Promise<MealPlanRow[]> {
  return applyPageWindow(matching(db, criteria).selectAll('p'), window).execute();
}

export function findMealPlan(
  db: Db,
  groupId: string,
  id: number,
): Promise<MealPlanRow | undefined> {
  return db
    .selectFrom('groupMealPlans')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertMealPlan(db: Db, row: NewMealPlanRow): Promise<number> {
  const { id } = await db
    .insertInto('groupMealPlans')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateMealPlanRow(db: Db, id: number, change: MealPlanUpdate): Promise<void> {
  await db.updateTable('groupMealPlans').set(change).where('id', '=', id).execute();
}

export async function deleteMealPlanRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('groupMealPlans').where('id', '=', id).execute();
}

/** The recipes entries point at, by id (entries only ever point into their own group). */
export function loadPlanRecipes(db: Db, ids: string[]): Promise<RecipeRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('recipes').selectAll().where('id', 'in', ids).execute();
}
