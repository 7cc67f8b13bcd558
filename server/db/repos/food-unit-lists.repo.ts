import { sql, type RawBuilder, type SqlBool } from 'kysely';

import type { FilterFieldType } from '../../domain/query-filter';
import type { Db } from '../database';
import { applyListWindow, likeContains, matchesEveryWord, searchWords } from '../name-search';
import type { PageWindow } from '../page-window';
import { compileFilter, type FilterTarget } from '../query-filter-sql';
import type { FoodRow, UnitRow } from '../schema';

import type { ReferenceCriteria } from './organizer-crud.repo';

export const foodSortColumns = {
  id: 'f.id',
  name: 'f.name',
  plural_name: 'f.pluralName',
  description: 'f.description',
  on_hand: 'f.onHand',
  label_id: 'f.labelId',
  created_at: 'f.createdAt',
  update_at: 'f.updateAt',
} as const;
export type FoodSortColumn = (typeof foodSortColumns)[keyof typeof foodSortColumns];

export const unitSortColumns = {
  id: 'u.id',
  name: 'u.name',
  plural_name: 'u.pluralName',
  description: 'u.description',
  abbreviation: 'u.abbreviation',
  plural_abbreviation: 'u.pluralAbbreviation',
  use_abbreviation: 'u.useAbbreviation',
  fraction: 'u.fraction',
  on_hand: 'u.onHand',
  created_at: 'u.createdAt',
  update_at: 'u.updateAt',
} as const;
export type UnitSortColumn = (typeof unitSortColumns)[keyof typeof unitSortColumns];

function targets(
  alias: string,
  columns: Record<string, FilterFieldType>,
): Record<string, FilterTarget> {
  return Object.fromEntries(
    Object.entries(columns).map(([name, type]) => [
      name,
      { type, column: sql.raw(`${alias}.${name}`) },
    ]),
  );
}

const common = {
  id: 'uuid',
  name: 'text',
  plural_name: 'text',
  description: 'text',
  on_hand: 'boolean',
  created_at: 'datetime',
  update_at: 'datetime',
} as const;

/** `queryFilter` attributes of the foods list: columns of the food row. */
export const foodFilterTargets = targets('f', { ...common, label_id: 'uuid' });
/** `queryFilter` attributes of the units list: columns of the unit row. */
export const unitFilterTargets = targets('u', {
  ...common,
  abbreviation: 'text',
  plural_abbreviation: 'text',
  use_abbreviation: 'boolean',
  fraction: 'boolean',
});

/** A word found in an alias of the food or unit `alias` (raw SQL on its aliases table). */
function inAliases(table: string, owner: string, alias: string, word: string) {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM ${sql.table(table)} a WHERE ${sql.ref(`a.${owner}`)} = ${sql.ref(`${alias}.id`)} AND ${likeContains(sql.ref('a.name'), word)})`;
}

function narrowed(criteria: ReferenceCriteria, texts: (word: string) => RawBuilder<SqlBool>[]) {
  return matchesEveryWord(searchWords(criteria.search), texts);
}

function matchingFoods(db: Db, criteria: ReferenceCriteria) {
  let query = db
    .selectFrom('ingredientFoods as f')
    .where('f.groupId', '=', criteria.groupId)
    .where(
      narrowed(criteria, (word) => [
        likeContains(sql.ref('f.name'), word),
        likeContains(sql.ref('f.pluralName'), word),
        inAliases('ingredient_foods_aliases', 'food_id', 'f', word),
      ]),
    );
  if (criteria.filter) query = query.where(compileFilter(criteria.filter, foodFilterTargets));
  return query;
}

function matchingUnits(db: Db, criteria: ReferenceCriteria) {
  let query = db
    .selectFrom('ingredientUnits as u')
    .where('u.groupId', '=', criteria.groupId)
    .where(
      narrowed(criteria, (word) => [
        likeContains(sql.ref('u.name'), word),
        likeContains(sql.ref('u.pluralName'), word),
        likeContains(sql.ref('u.abbreviation'), word),
        likeContains(sql.ref('u.pluralAbbreviation'), word),
        inAliases('ingredient_units_aliases', 'unit_id', 'u', word),
      ]),
    );
  if (criteria.filter) query = query.where(compileFilter(criteria.filter, unitFilterTargets));
  return query;
}

export async function countFoods(db: Db, criteria: ReferenceCriteria): Promise<number> {
  const row = await matchingFoods(db, criteria)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listFoodsPage(
  db: Db,
  criteria: ReferenceCriteria,
  window: PageWindow<FoodSortColumn>,
): Promise<FoodRow[]> {
  const query = matchingFoods(db, criteria).selectAll('f');
  return applyListWindow(query, window, {
    name: sql.ref('f.name'),
    text: criteria.search,
  }).execute();
}

export async function countUnits(db: Db, criteria: ReferenceCriteria): Promise<number> {
  const row = await matchingUnits(db, criteria)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listUnitsPage(
  db: Db,
  criteria: ReferenceCriteria,
  window: PageWindow<UnitSortColumn>,
): Promise<UnitRow[]> {
  const query = matchingUnits(db, criteria).selectAll('u');
  return applyListWindow(query, window, {
    name: sql.ref('u.name'),
    text: criteria.search,
  }).execute();
}
