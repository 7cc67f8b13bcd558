import type { Paginated, PaginationQuery } from '../contract/common';
import type { PageWindow, SortKey } from '../db/page-window';
import { InvalidQueryError } from '../domain/errors';

/** For lists without `queryFilter` support: refuse one rather than silently ignore it. */
export function rejectQueryFilter(query: PaginationQuery): void {
  if (query.queryFilter) {
    throw new InvalidQueryError('errors.general.queryfilterIsNotSupportedOn');
  }
}

/**
 * Reads Mealie's `orderBy` ("name,created_at:asc": snake_case columns, each optionally with a
 * direction) against the columns a list allows. Unknown keys are a 400 with a plain detail.
 */
export function parseOrderBy<Column extends string>(
  query: PaginationQuery,
  sortable: Record<string, Column>,
  fallback: SortKey<Column>,
): SortKey<Column>[] {
  if (!query.orderBy) return [fallback];
  return query.orderBy.split(',').map((part) => {
    const [rawKey = '', rawDirection] = part.trim().split(':');
    const key = rawKey.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
    const column = sortable[key];
    if (!column) throw new InvalidQueryError('errors.general.invalidOrderByKey', { rawKey });
    if (rawDirection !== undefined && rawDirection !== 'asc' && rawDirection !== 'desc') {
      throw new InvalidQueryError('errors.general.invalidOrderDirection', { rawDirection });
    }
    return { column, direction: rawDirection ?? query.orderDirection };
  });
}

/**
 * Runs one page of a list and wraps it in Mealie's envelope (snake_case `per_page`,
 * `total_pages`). `carry` are further query parameters the `next`/`previous` links keep (a
 * list's search and filters).
 */
export async function paginate<Item, Column extends string>(
  path: string,
  query: PaginationQuery,
  order: SortKey<Column>[],
  count: () => Promise<number>,
  fetch: (window: PageWindow<Column>) => Promise<Item[]>,
  carry: [string, string][] = [],
): Promise<Paginated<Item>> {
  const total = await count();
  const all = query.perPage === -1 || query.perPage === 0;
  const perPage = all ? total : query.perPage;
  const totalPages = total === 0 ? 0 : all ? 1 : Math.ceil(total / perPage);
  const page = query.page === -1 ? Math.max(totalPages, 1) : Math.max(query.page, 1);
  const items = await fetch({
    limit: all ? null : perPage,
    offset: all ? 0 : (page - 1) * perPage,
    order,
  });
  const link = (target: number) => {
    const params = new URLSearchParams({
      page: String(target),
      perPage: String(query.perPage),
      ...(query.orderBy && { orderBy: query.orderBy }),
      orderDirection: query.orderDirection,
    });
    for (const [key, value] of carry) params.append(key, value);
    return `${path}?${params.toString()}`;
  };
  return {
    page,
    per_page: perPage,
    total,
    total_pages: totalPages,
    items,
    next: page < totalPages ? link(page + 1) : null,
    previous: page > 1 && totalPages > 0 ? link(page - 1) : null,
  };
}

/** A page of a list already in memory (a group's few members, its one household). */
export function paginateList<Item>(
  path: string,
  query: PaginationQuery,
  items: Item[],
): Promise<Paginated<Item>> {
  rejectQueryFilter(query);
  return paginate(
    path,
    query,
    [],
    () => Promise.resolve(items.length),
    ({ limit, offset }) =>
      Promise.resolve(items.slice(offset, limit === null ? undefined : offset + limit)),
  );
}
