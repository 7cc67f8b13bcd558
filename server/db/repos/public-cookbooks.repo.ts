import { sql, type Selectable } from 'kysely';

import type { Db } from '../database';
import { applyListWindow, likeContains, matchesEveryWord, searchWords } from '../name-search';
import type { PageWindow } from '../page-window';
import { compileFilter, type FilterTarget } from '../query-filter-sql';
import type { CookbookTable, ToolRow } from '../schema';

import type { ReferenceCriteria } from './organizer-crud.repo';
import type { OrganizerKind } from '../../contract/organizers';

/** Cookbook reads: the group's own pages, and with `publicOnly` the explore pages. */
export type CookbookRow = Selectable<CookbookTable>;

export const cookbookSortColumns = {
  id: 'c.id',
  name: 'c.name',
  slug: 'c.slug',
  description: 'c.description',
  position: 'c.position',
  created_at: 'c.createdAt',
  update_at: 'c.updateAt',
} as const;
type CookbookSortColumn = (typeof cookbookSortColumns)[keyof typeof cookbookSortColumns];

const column = (name: string, type: FilterTarget['type']): FilterTarget => ({
  type,
  column: sql.raw(`c.${name}`),
});

/** `queryFilter` attributes of the cookbook list: columns of the cookbook row. */
export const cookbookFilterTargets: Record<string, FilterTarget> = {
  id: column('id', 'uuid'),
  name: column('name', 'text'),
  slug: column('slug', 'text'),
  description: column('description', 'text'),
  position: column('position', 'number'),
  public: column('public', 'boolean'),
  require_all_categories: column('require_all_categories', 'boolean'),
  require_all_tags: column('require_all_tags', 'boolean'),
  require_all_tools: column('require_all_tools', 'boolean'),
  created_at: column('created_at', 'datetime'),
  update_at: column('update_at', 'datetime'),
};

/** The group's (public) cookbooks matching the search (name or description) and filter. */
function matching(db: Db, criteria: ReferenceCriteria, publicOnly: boolean) {
  let query = db.selectFrom('cookbooks as c').where('c.groupId', '=', criteria.groupId);
  if (publicOnly) query = query.where('c.public', '=', 1);
  query = query.where(
    matchesEveryWord(searchWords(criteria.search), (word) => [
      likeContains(sql.ref('c.name'), word),
      likeContains(sql.ref('c.description'), word),
    ]),
  );
  if (criteria.filter) query = query.where(compileFilter(criteria.filter, cookbookFilterTargets));
  return query;
}

/** Counts the group's cookbooks; `publicOnly` for the explore pages. */
export async function countCookbooks(
  db: Db,
  criteria: ReferenceCriteria,
  publicOnly: boolean,
): Promise<number> {
  const row = await matching(db, criteria, publicOnly)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listCookbooksPage(
  db: Db,
  criteria: ReferenceCriteria,
  window: PageWindow<CookbookSortColumn>,
  publicOnly: boolean,
): Promise<CookbookRow[]> {
  return applyListWindow(matching(db, criteria, publicOnly).selectAll('c'), window, {
    name: sql.ref('c.name'),
    text: criteria.search,
  }).execute();
}

/** A (public) cookbook of the group by id or slug. */
export function findCookbook(
  db: Db,
  groupId: string,
  idOrSlug: string,
  publicOnly: boolean,
): Promise<CookbookRow | undefined> {
  let query = db.selectFrom('cookbooks').selectAll().where('groupId', '=', groupId);
  if (publicOnly) query = query.where('public', '=', 1);
  return query
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .executeTakeFirst();
}

const cookbookLinks = {
  categories: { table: 'cookbooks_to_categories', column: 'category_id' },
  tags: { table: 'cookbooks_to_tags', column: 'tag_id' },
  tools: { table: 'cookbooks_to_tools', column: 'tool_id' },
} as const;

/** The organizers of many cookbooks of one kind: cookbook id → rows in name order. */
export async function loadCookbookOrganizers(
  db: Db,
  kind: OrganizerKind,
  cookbookIds: string[],
): Promise<Map<string, ToolRow[]>> {
  const result = new Map<string, ToolRow[]>();
  if (cookbookIds.length === 0) return result;
  const link = cookbookLinks[kind];
  const onHand = kind === 'tools' ? sql`o.on_hand` : sql`0`;
  const { rows } = await sql<ToolRow & { cookbookId: string }>`
    SELECT l.cookbook_id, o.id, o.group_id, o.name, o.slug, o.created_at, o.update_at,
           ${onHand} AS on_hand
    FROM ${sql.table(link.table)} l JOIN ${sql.table(kind)} o ON o.id = l.${sql.ref(link.column)}
    WHERE l.cookbook_id IN (${sql.join(cookbookIds)})
    ORDER BY o.name COLLATE NOCASE`.execute(db);
  for (const { cookbookId, ...row } of rows) {
    result.set(cookbookId, [...(result.get(cookbookId) ?? []), row]);
  }
  return result;
}
