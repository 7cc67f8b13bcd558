import { sql, type SqlBool } from 'kysely';

import type { FilterFieldType, ResolvedFilter } from '../../domain/query-filter';
import type { Db } from '../database';
import { applyListWindow, likeContains, matchesEveryWord, searchWords } from '../name-search';
import type { PageWindow } from '../page-window';
import { compileFilter, type FilterTarget } from '../query-filter-sql';
import type { RecipeRow, ToolRow } from '../schema';

import type { OrganizerKind } from '../../contract/organizers';

import { organizerLinks, selectOrganizers } from './organizers.repo';

/** What a list of organizers, foods, units or labels is narrowed by. */
export interface ReferenceCriteria {
  groupId: string;
  search: string | null;
  filter: ResolvedFilter | null;
}

const sortable = {
  id: 'o.id',
  name: 'o.name',
  slug: 'o.slug',
  created_at: 'o.createdAt',
  update_at: 'o.updateAt',
} as const;
type OrganizerSortColumn = (typeof sortable)[keyof typeof sortable] | 'o.onHand';

/** `orderBy` keys (snake_case, as Mealie's columns) each kind's list accepts. */
export function organizerSortColumns(kind: OrganizerKind): Record<string, OrganizerSortColumn> {
  return kind === 'tools' ? { ...sortable, on_hand: 'o.onHand' } : sortable;
}

/** `queryFilter` attributes of organizer lists: columns of the organizer row. */
export function organizerFilterTargets(kind: OrganizerKind): Record<string, FilterTarget> {
  const column = (name: string, type: FilterFieldType): FilterTarget => ({
    type,
    column: sql.raw(`o.${name}`),
  });
  return {
    id: column('id', 'uuid'),
    name: column('name', 'text'),
    slug: column('slug', 'text'),
    created_at: column('created_at', 'datetime'),
    update_at: column('update_at', 'datetime'),
    ...(kind === 'tools' && { on_hand: column('on_hand', 'boolean') }),
  };
}

function matching(db: Db, kind: OrganizerKind, criteria: ReferenceCriteria) {
  const words = searchWords(criteria.search);
  let query = selectOrganizers(db, kind)
    .where('o.groupId', '=', criteria.groupId)
    .where(matchesEveryWord(words, (word) => [likeContains(sql.ref('o.name'), word)]));
  if (criteria.filter) {
    query = query.where(compileFilter(criteria.filter, organizerFilterTargets(kind)));
  }
  return query;
}

export async function countOrganizers(
  db: Db,
  kind: OrganizerKind,
  criteria: ReferenceCriteria,
): Promise<number> {
  const row = await db
    .selectFrom(matching(db, kind, criteria).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listOrganizersPage(
  db: Db,
  kind: OrganizerKind,
  criteria: ReferenceCriteria,
  window: PageWindow<OrganizerSortColumn>,
): Promise<ToolRow[]> {
  return applyListWindow(matching(db, kind, criteria), window, {
    name: sql.ref('o.name'),
    text: criteria.search,
  }).execute();
}

/** Organizers of the group whose slug is `base` or `base-…` (to pick a free " (n)" name). */
export function listOrganizerSlugsLike(
  db: Db,
  kind: OrganizerKind,
  groupId: string,
  base: string,
): Promise<{ id: string; slug: string }[]> {
  return selectOrganizers(db, kind)
    .clearSelect()
    .select(['o.id', 'o.slug'])
    .where('o.groupId', '=', groupId)
    .where((eb) => eb.or([eb('o.slug', '=', base), eb('o.slug', 'like', `${base}-%`)]))
    .execute();
}

export async function updateOrganizerRow(
  db: Db,
  kind: OrganizerKind,
  id: string,
  change: { name: string; slug: string; onHand: boolean; updateAt: string },
): Promise<void> {
  const { name, slug, updateAt } = change;
  if (kind === 'tools') {
    const onHand = change.onHand ? 1 : 0;
    await db
      .updateTable('tools')
      .set({ name, slug, onHand, updateAt })
      .where('id', '=', id)
      .execute();
    return;
  }
  await db.updateTable(kind).set({ name, slug, updateAt }).where('id', '=', id).execute();
}

/** Deletes the organizer; its links to recipes and cookbooks go with it (ON DELETE CASCADE). */
export async function deleteOrganizerRow(db: Db, kind: OrganizerKind, id: string): Promise<void> {
  await db.deleteFrom(kind).where('id', '=', id).execute();
}

function linkedTo(kind: OrganizerKind, organizerId: string) {
  const link = organizerLinks[kind];
  return sql`SELECT recipe_id FROM ${sql.table(link.table)} WHERE ${sql.ref(link.column)} = ${organizerId}`;
}

export async function listRecipeIdsOf(
  db: Db,
  kind: OrganizerKind,
  organizerId: string,
): Promise<string[]> {
  const { rows } = await sql<{ recipeId: string }>`${linkedTo(kind, organizerId)}`.execute(db);
  return rows.map((row) => row.recipeId);
}

/** The group's recipes carrying the organizer, newest first (Mealie's default order). */
export function listRecipesOf(
  db: Db,
  kind: OrganizerKind,
  groupId: string,
  organizerId: string,
): Promise<RecipeRow[]> {
  return db
    .selectFrom('recipes')
    .selectAll()
    .where('groupId', '=', groupId)
    .where(sql<SqlBool>`id IN (${linkedTo(kind, organizerId)})`)
    .orderBy('createdAt', 'desc')
    .execute();
}

/** The group's organizers of a kind that no recipe carries, in name order. */
export function listEmptyOrganizers(db: Db, kind: OrganizerKind, groupId: string) {
  const link = organizerLinks[kind];
  return selectOrganizers(db, kind)
    .where('o.groupId', '=', groupId)
    .where(
      sql<SqlBool>`NOT EXISTS (SELECT 1 FROM ${sql.table(link.table)} l WHERE ${sql.ref(`l.${link.column}`)} = o.id)`,
    )
    .orderBy(sql`o.name COLLATE NOCASE`)
    .execute();
}
