import { sql, type SelectQueryBuilder } from 'kysely';

/** One page of a sorted list, as repos receive it from the pagination service. */
export interface SortKey<Column extends string> {
  column: Column;
  direction: 'asc' | 'desc';
}

export interface PageWindow<Column extends string> {
  limit: number | null;
  offset: number;
  order: SortKey<Column>[];
}

/** Sorts (text without regard to case, as Mealie does) and cuts a query to the window. */
export function applyPageWindow<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  window: PageWindow<string>,
): SelectQueryBuilder<DB, TB, O> {
  let sorted = query;
  for (const { column, direction } of window.order) {
    sorted = sorted.orderBy(sql`${sql.ref(column)} COLLATE NOCASE`, direction);
  }
  return window.limit === null ? sorted : sorted.limit(window.limit).offset(window.offset);
}
