import BetterSqlite3 from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';

import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  sqlite: BetterSqlite3.Database;
}

/**
 * Opens the SQLite file in WAL mode with foreign keys on. `nativeBinding` points better-sqlite3 at
 * an addon built for Electron's ABI when the server runs inside the desktop app. Kysely reuses
 * each statement it prepared (see statement-cache.ts).
 */
export function openDatabase(file: string, nativeBinding?: string): OpenedDatabase {
  const sqlite = new BetterSqlite3(file, nativeBinding ? { nativeBinding } : {});
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, sqlite };
}
