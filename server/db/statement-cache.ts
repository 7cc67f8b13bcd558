import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

import { LruMap } from '../domain/lru-map';

import { withNamedRows } from './named-rows';

/** Enough for every fixed query of the app and the common shapes of the generated ones. */
const defaultStatementCacheSize = 500;

/**
 * The connection as Kysely's `SqliteDialect` sees it, keeping each prepared statement for reuse.
 * Kysely prepares the SQL text of every query anew, and preparing is a large share of a short
 * query's time (the user look-up of every signed-in request, a recipe's ten small reads).
 * Statements are kept per SQL text, the least recently used dropped beyond `size`. SQLite
 * prepares a kept statement again by itself when the schema changes, and the driver runs one
 * query at a time on its single connection, so reusing a statement is safe. Rows come keyed by
 * `columnName` of each column (see named-rows.ts).
 */
export function withStatementCache(
  sqlite: BetterSqlite3.Database,
  columnName: (column: string) => string,
  size = defaultStatementCacheSize,
): SqliteDatabase {
  const statements = new LruMap<string, SqliteStatement>(size);
  const schemaVersion = sqlite.prepare('PRAGMA schema_version').pluck();
  const readSchemaVersion = () => schemaVersion.get();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = withNamedRows(sqlite.prepare(sql), columnName, readSchemaVersion);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
