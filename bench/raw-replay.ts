/** The baseline for the search benchmark: the server's own SQL, replayed on bare better-sqlite3. */
import BetterSqlite3 from 'better-sqlite3';

import type { CapturedQuery } from './search-seed';

/**
 * Milliseconds per list request when its captured statements run straight on SQLite: prepared
 * once per distinct SQL text and reused (the best case), results read in full, nothing else.
 */
export function replayRaw(
  databaseFile: string,
  requests: CapturedQuery[][],
  warmup = 50,
): number[] {
  const sqlite = new BetterSqlite3(databaseFile, { readonly: true });
  const statements = new Map<string, BetterSqlite3.Statement>();
  const run = (request: CapturedQuery[]) => {
    for (const { sql, parameters } of request) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      statement.all(...parameters);
    }
  };
  try {
    for (const request of requests.slice(0, warmup)) run(request);
    return requests.map((request) => {
      const started = performance.now();
      run(request);
      return performance.now() - started;
    });
  } finally {
    sqlite.close();
  }
}
