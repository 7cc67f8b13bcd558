import { sql, type Updateable } from 'kysely';

import type { Db } from '../database';
import { applyListWindow, likeContains, matchesEveryWord, searchWords } from '../name-search';
import type { PageWindow } from '../page-window';
import { compileFilter, type FilterTarget } from '../query-filter-sql';
import type { LabelRow, LabelTable } from '../schema';

import type { ReferenceCriteria } from './organizer-crud.repo';

export const labelSortColumns = {
  id: 'l.id',
  name: 'l.name',
  color: 'l.color',
  created_at: 'l.createdAt',
  update_at: 'l.updateAt',
} as const;
type LabelSortColumn = (typeof labelSortColumns)[keyof typeof labelSortColumns];

/** `queryFilter` attributes of the labels list: columns of the label row. */
export const labelFilterTargets: Record<string, FilterTarget> = {
  id: { type: 'uuid', column: sql.raw('l.id') },
  name: { type: 'text', column: sql.raw('l.name') },
  color: { type: 'text', column: sql.raw('l.color') },
  created_at: { type: 'datetime', column: sql.raw('l.created_at') },
  update_at: { type: 'datetime', column: sql.raw('l.update_at') },
};

export function findLabel(db: Db, groupId: string, id: string): Promise<LabelRow | undefined> {
  return db
    .selectFrom('multiPurposeLabels')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A label of the group with this name, ignoring case (names are unique per group). */
export function findLabelNamed(
  db: Db,
  groupId: string,
  name: string,
): Promise<LabelRow | undefined> {
  return db
    .selectFrom('multiPurposeLabels')
    .selectAll()
    .where('groupId', '=', groupId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function insertLabel(db: Db, row: LabelRow): Promise<void> {
  await db.insertInto('multiPurposeLabels').values(row).execute();
}

export async function updateLabelRow(
  db: Db,
  id: string,
  change: Updateable<LabelTable>,
): Promise<void> {
  await db.updateTable('multiPurposeLabels').set(change).where('id', '=', id).execute();
}

/** Deletes the label; its foods keep going without one (ON DELETE SET NULL). */
export async function deleteLabelRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('multiPurposeLabels').where('id', '=', id).execute();
}

function matchingLabels(db: Db, criteria: ReferenceCriteria) {
  let query = db
    .selectFrom('multiPurposeLabels as l')
    .where('l.groupId', '=', criteria.groupId)
    .where(
      matchesEveryWord(searchWords(criteria.search), (word) => [
        likeContains(sql.ref('l.name'), word),
      ]),
    );
  if (criteria.filter) query = query.where(compileFilter(criteria.filter, labelFilterTargets));
  return query;
}

export async function countLabels(db: Db, criteria: ReferenceCriteria): Promise<number> {
  const row = await matchingLabels(db, criteria)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listLabelsPage(
  db: Db,
  criteria: ReferenceCriteria,
  window: PageWindow<LabelSortColumn>,
): Promise<LabelRow[]> {
  const query = matchingLabels(db, criteria).selectAll('l');
  return applyListWindow(query, window, {
    name: sql.ref('l.name'),
    text: criteria.search,
  }).execute();
}
