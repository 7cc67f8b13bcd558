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
