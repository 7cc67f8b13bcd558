import path from 'node:path';

import type BetterSqlite3 from 'better-sqlite3';
import { Migrator, type Kysely, type Migration } from 'kysely';

import { migrations } from './migrations/index';

interface MigrationOutcome {
  applied: string[];
  /** The copy taken before migrating an existing database, if one was needed. */
  backupFile: string | null;
}

/**
 * Brings the schema to head before the server listens. An existing database with pending
 * migrations is first copied (VACUUM INTO: a consistent snapshot even in WAL mode) to
 * `backupsDir`, so a failed or unwanted upgrade can be undone by hand.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  sqlite: BetterSqlite3.Database,
  backupsDir: string,
  list: Record<string, Migration> = migrations,
): Promise<MigrationOutcome> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(list) } });
  const known = await migrator.getMigrations();
  const pending = known.filter((m) => !m.executedAt);
  const hasApplied = known.some((m) => m.executedAt);
  let backupFile: string | null = null;
  if (pending.length > 0 && hasApplied) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    backupFile = path.join(backupsDir, `larder-before-migration-${stamp}.db`);
    sqlite.prepare('VACUUM INTO ?').run(backupFile);
  }
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  return {
    applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName),
    backupFile,
  };
}
