import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';

import { applyPageWindow, type PageWindow } from './page-window';

/**
 * The words of a list's `search`: split on spaces, a "quoted phrase" kept whole, as Mealie's
 * search filter does. Blank input gives no words (no filtering).
 */
export function searchWords(search: string | null | undefined): string[] {
  if (!search) return [];
  const words: string[] = [];
  for (const match of search.matchAll(/"([^"]*)"|(\S+)/g)) {
    const word = (match[1] ?? match[2] ?? '').trim();
    if (word) words.push(word.toLowerCase());
  }
  return words;
}

/** Text for `LIKE … ESCAPE '\'` with its own wildcards taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `text LIKE '%word%'`, ignoring (ASCII) case as SQLite's LIKE does. */
export function likeContains(text: RawBuilder<unknown>, word: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${text} LIKE ${`%${escapeLike(word)}%`} ESCAPE '\\'`;
}

/**
 * Every word appears in at least one of a row's texts. `textsMatching(word)` lists the
 * conditions for one word (columns, aliases through EXISTS, …).
 */
export function matchesEveryWord(
  words: string[],
  textsMatching: (word: string) => RawBuilder<SqlBool>[],
): RawBuilder<SqlBool> {
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`(${sql.join(
    words.map((word) => sql`(${sql.join(textsMatching(word), sql` OR `)})`),
    sql` AND `,
  )})`;
}

/**
 * Relevance when a search has no `orderBy`: the exact name first, then names starting with the
 * search, then the rest; name order within each.
 */
function relevanceOf(name: RawBuilder<unknown>, search: string): RawBuilder<number> {
  const lower = search.trim().toLowerCase();
  return sql<number>`CASE WHEN lower(${name}) = ${lower} THEN 0
    WHEN lower(${name}) LIKE ${`${escapeLike(lower)}%`} ESCAPE '\\' THEN 1
    ELSE 2 END`;
}

/**
 * Sorts and cuts a list: by the window's columns, or (no columns and a search) by relevance to
 * the search on `name`.
 */
export function applyListWindow<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  window: PageWindow<string>,
  search: { name: RawBuilder<unknown>; text: string | null },
): SelectQueryBuilder<DB, TB, O> {
  const sorted =
    window.order.length === 0 && search.text
      ? query
          .orderBy(relevanceOf(search.name, search.text))
          .orderBy(sql`${search.name} COLLATE NOCASE`)
      : query;
  return applyPageWindow(sorted, window);
}
