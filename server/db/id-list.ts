import { sql, type RawBuilder } from 'kysely';

/**
 * The right side of `IN` for a list of ids bound as one JSON array (`JSON.stringify(ids)`): the
 * SQL text is the same for one id or thirty, so the query is compiled and prepared once
 * (see fixed-query.ts) where `in [a, b, c]` makes a new text for every length.
 */
export function inJsonList(idsJson: string): RawBuilder<string> {
  return sql<string>`(SELECT value FROM json_each(${idsJson}))`;
}
