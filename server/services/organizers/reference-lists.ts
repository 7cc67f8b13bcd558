import type { ReferenceListQuery } from '../../contract/organizers';
import type { SortKey } from '../../db/page-window';
import type { FilterTarget } from '../../db/query-filter-sql';
import type { ReferenceCriteria } from '../../db/repos/organizer-crud.repo';

import { parseOrderBy } from '../pagination';
import { parseQueryFilter } from '../query-filter';

/** The group, search and checked `queryFilter` of a list of organizers or reference data. */
export function readCriteria(
  groupId: string,
  query: ReferenceListQuery,
  targets: Readonly<Record<string, FilterTarget>>,
): ReferenceCriteria {
  const search = query.search?.trim() ? query.search : null;
  return { groupId, search, filter: parseQueryFilter(query.queryFilter, targets) };
}

/**
 * Mealie's order: the `orderBy` columns; with a search and no `orderBy`, relevance (an empty
 * list, which the repos read as "rank by the search"); otherwise `created_at` in
 * `orderDirection`.
 */
export function readOrder<Column extends string>(
  query: ReferenceListQuery,
  sortable: Record<string, Column>,
  createdAt: Column,
): SortKey<Column>[] {
  if (!query.orderBy && query.search?.trim()) return [];
  return parseOrderBy(query, sortable, { column: createdAt, direction: query.orderDirection });
}

/** The list's own parameters, kept in the `next`/`previous` links. */
export function carriedParams(query: ReferenceListQuery): [string, string][] {
  const carried: [string, string][] = [];
  if (query.search) carried.push(['search', query.search]);
  if (query.queryFilter) carried.push(['queryFilter', query.queryFilter]);
  return carried;
}
