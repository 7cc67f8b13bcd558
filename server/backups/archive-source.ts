import type { Readable } from 'node:stream';

import type BetterSqlite3 from 'better-sqlite3';

import type { JsonRow } from './database-json';
import type { BackupManifest } from './manifest';

/** One row for one of Larder's tables, keyed by its SQL column names. */
export interface SourceRow {
  table: string;
  values: JsonRow;
}

/** One file for the data directory. */
export interface SourceFile {
  /** Below the data directory, `/`-separated (`recipes/<id>/images/original.webp`). */
  path: string;
  size: number;
  open(): Promise<Readable>;
  /**
   * The whole content at once, for files of at most 4 MiB (`wholeEntryBytes`); read into `into`
   * when it fits there (see `BackupZip.read`).
   */
  read(into?: Buffer): Promise<Buffer>;
}

/**
 * How another app's rows become Larder's where a row-by-row mapping is not enough: some of its
 * rows fill temporary tables (`scratch`) that `finish` folds into Larder's once every row is in,
 * in the same transaction. Rows a real database of that app may hold but Larder's cannot are
 * dropped and counted instead of refusing the archive: rows whose references dangle, and rows
 * that repeat a unique key.
 */
export interface SourceTransform {
  /** Temporary tables (in SQLite's `temp` schema) rows may fill: name → columns. */
  scratch: Record<string, string[]>;
  finish(sqlite: BetterSqlite3.Database): void;
  /** The table that owns a data file (its first two path segments), or null for none. */
  fileOwner(path: string): { table: string; id: string } | null;
  /**
   * Known once `rows()` has run, by the archive's table names: rows left out for lacking what
   * Larder requires (`dropped`), and rows of tables Larder has no place for (`skipped`).
   */
  leftOut(): { dropped: Record<string, number>; skipped: Record<string, number> };
}

/**
 * What a restore reads, whatever the archive: rows for Larder's tables at a Larder schema
 * revision, and files for Larder's data directory. A Larder backup is one source
 * (`larder-source.ts`); a reader of another app's backups plugs in by mapping its tables and
 * folders onto Larder's, and the same importer (`stage-restore.ts`) writes them.
 */
export interface ArchiveSource {
  /** The Larder migration the rows fit: the new database is migrated to it, filled, then to head. */
  migration: string;
  /** Every row, table by table. Read once. */
  rows(): AsyncIterable<SourceRow>;
  files(): Iterable<SourceFile>;
  /** The signing key to restore, or null to keep this installation's. */
  secret(): Promise<Buffer | null>;
  /** What the archive says it holds, checked against what was restored; null when it does not say. */
  manifest: BackupManifest | null;
  /** Rows and files expected, for progress (0 when unknown). */
  expectedRows: number;
  /** Set for another app's archives; a Larder backup is restored row for row. */
  transform?: SourceTransform;
  close(): void;
}
