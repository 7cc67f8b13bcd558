import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type LogConfig } from 'kysely';

import { CamelCaseQueries } from './named-rows';
import type { Database } from './schema';
import { trackGeneration } from './read-cache';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  sqlite: BetterSqlite3.Database;
}

export interface OpenDatabaseOptions {
  /** better-sqlite3 addon built for Electron's ABI, when the server runs inside the desktop app. */
  nativeBinding?: string;
  /**
   * When a commit waits for the disk. `FULL` (the default) syncs the WAL at every commit, so a
   * write that was answered survives a power cut or an OS crash; `NORMAL` syncs only at
   * checkpoints and may lose the last commits then. Only `bench/durability.ts` picks `NORMAL`,
   * to measure what `FULL` costs (README: "Durability").
   */
  synchronous?: 'FULL' | 'NORMAL';
  /** Kysely's query log: `bench/search.ts` records the SQL each list runs, to replay it bare. */
  log?: LogConfig;
}

/**
 * Opens the SQLite file in WAL mode with foreign keys on and every commit synced to disk. Kysely
 * reuses each statement it prepared (see statement-cache.ts), whose rows come named in camelCase
 * (named-rows.ts); hot reads can be answered again while nothing was written (read-cache.ts).
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): OpenedDatabase {
  const { nativeBinding, synchronous = 'FULL', log } = options;
  const sqlite = new BetterSqlite3(file, nativeBinding ? { nativeBinding } : {});
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`synchronous = ${synchronous}`);
  sqlite.pragma('busy_timeout = 5000');
  const camelCase = new CamelCaseQueries();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: withStatementCache(sqlite, (column) => camelCase.columnName(column)),
    }),
    plugins: [camelCase],
    ...(log ? { log } : {}),
  });
  trackGeneration(db, sqlite);
  return { db, sqlite };
}
