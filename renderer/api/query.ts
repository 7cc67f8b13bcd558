export type QueryValue = string | number | boolean | null | undefined;

/**
 * Appends query parameters to an API path. Empty values (undefined, null, '') are dropped, as the
 * spec asks of every list call; arrays become repeated keys (`ids=a&ids=b`).
 */
export function withQuery(path: string, params: Record<string, QueryValue | QueryValue[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** The key of a whole list ordered by name: the pickers' and the organizer pages' reads. */
export function everyByName(path: string): string {
  return withQuery(path, { page: 1, perPage: -1, orderBy: 'name', orderDirection: 'asc' });
}
