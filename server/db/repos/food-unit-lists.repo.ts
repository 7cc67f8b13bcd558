import { sql, type SqlBool } from 'kysely';

import type { FilterFieldType } from '../../domain/query-filter';
import type { Db } from '../database';
import { applyListWindow, likeContains, matchesEveryWord, searchWords } from '../name-search';
import type { PageWindow } from '../page-window';
import { compileFilter, type FilterTarget } from '../query-filter-sql';

import type { ReferenceKind } from './ingredient-references.repo';
import type { ReferenceCriteria } from './organizer-crud.repo';

const common = {
  id: 'id',
  name: 'name',
  plural_name: 'pluralName',
  description: 'description',
  on_hand: 'onHand',
  created_at: 'createdAt',
  update_at: 'updateAt',
} as const;

/** `orderBy` keys (snake_case, as Mealie's columns) of the foods and units lists. */
export const referenceSortColumns = {
  foods: { ...common, label_id: 'labelId' },
  units: {
    ...common,
    abbreviation: 'abbreviation',
    plural_abbreviation: 'pluralAbbreviation',
    use_abbreviation: 'useAbbreviation',
    fraction: 'fraction',
  },
} as const;
type SortColumns = typeof referenceSortColumns;
type ReferenceSortColumn = {
  [Kind in ReferenceKind]: SortColumns[Kind][keyof SortColumns[Kind]];
}[ReferenceKind];

function targets(columns: Record<string, FilterFieldType>): Record<string, FilterTarget> {
  return Object.fromEntries(
    Object.entries(columns).map(([name, type]) => [name, { type, column: sql.raw(name) }]),
  );
}

const commonTypes = {
  id: 'uuid',
  name: 'text',
  plural_name: 'text',
  description: 'text',
  on_hand: 'boolean',
  created_at: 'datetime',
  update_at: 'datetime',
} as const;

/** `queryFilter` attributes of the foods and units lists: columns of their rows. */
export const referenceFilterTargets: Record<ReferenceKind, Record<string, FilterTarget>> = {
  foods: targets({ ...commonTypes, label_id: 'uuid' }),
  units: targets({
    ...commonTypes,
    abbreviation: 'text',
    plural_abbreviation: 'text',
    use_abbreviation: 'boolean',
    fraction: 'boolean',
  }),
};

/** Where a search word may stand: the row's names (snake_case columns), then its aliases. */
const searched = {
  foods: {
    table: 'ingredientFoods',
    columns: ['name', 'plural_name'],
    aliases: sql`ingredient_foods_aliases a WHERE a.food_id = ingredient_foods.id`,
  },
  units: {
    table: 'ingredientUnits',
    columns: ['name', 'plural_name', 'abbreviation', 'plural_abbreviation'],
    aliases: sql`ingredient_units_aliases a WHERE a.unit_id = ingredient_units.id`,
  },
} as const;

function matching(db: Db, kind: ReferenceKind, criteria: ReferenceCriteria) {
  const { table, columns, aliases } = searched[kind];
  let query = db
    .selectFrom(table)
    .where('groupId', '=', criteria.groupId)
    .where(
      matchesEveryWord(searchWords(criteria.search), (word) => [
        ...columns.map((column) => likeContains(sql.raw(column), word)),
        sql<SqlBool>`EXISTS (SELECT 1 FROM ${aliases} AND ${likeContains(sql.ref('a.name'), word)})`,
      ]),
    );
  if (criteria.filter) {
    query = query.where(compileFilter(criteria.filter, referenceFilterTargets[kind]));
  }
  return query;
}

export async function countReferences(
  db: Db,
  kind: ReferenceKind,
  criteria: ReferenceCriteria,
): Promise<number> {
  const row = await matching(db, kind, criteria)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The ids of one page of foods or units. */
export function listReferenceIdsPage(
  db: Db,
  kind: ReferenceKind,
  criteria: ReferenceCriteria,
  window: PageWindow<ReferenceSortColumn>,
): Promise<{ id: string }[]> {
  const query = matching(db, kind, criteria).select('id');
  return applyListWindow(query, window, {
    name: sql.ref('name'),
    text: criteria.search,
  }).execute();
}
