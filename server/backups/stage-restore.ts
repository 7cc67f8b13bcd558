import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import BetterSqlite3 from 'better-sqlite3';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely';

import { openDatabase } from '../db/database';
import { rebuildSearchIndex } from '../db/repos/recipe-index.repo';
import { within } from '../files/media-paths';
import { UnsafeArchiveError } from '../files/safe-zip';

import type { ArchiveSource, SourceFile, SourceTransform } from './archive-source';
import { wholeEntryBytes } from './backup-zip';
import type { JsonRow, Scalar } from './database-json';
import { secretName } from './layout';
import type { BackupManifest } from './manifest';
import type { ProgressReporter } from './progress';
import {
  listBackupTables,
  quoteName,
  sequenceTable,
  type ColumnKind,
  type TableInfo,
} from './tables';

export const stagedDatabaseName = 'larder.db';

interface StageOptions {
  /** An empty folder on the data directory's file system: the new database and folders go here. */
  dir: string;
  nativeBinding?: string;
  migrations: Record<string, Migration>;
  progress: ProgressReporter;
}

export interface StageResult {
  /** Rows restored per table (before migrating to the newest schema). */
  tables: Record<string, number>;
  /**
   * Another app's rows left out, by table: whose references dangle, or that repeat a unique
   * key (`files`: data files whose recipe or user is not restored). Empty for Larder backups.
   */
  dropped: Record<string, number>;
  /** Another app's rows of tables Larder has no place for, by table. */
  skipped: Record<string, number>;
  rows: number;
  /** Files restored, the signing key among them. */
  files: number;
  bytes: number;
  /** Whether the archive carried a signing key (`<dir>/.secret`). */
  hasSecret: boolean;
}

const progressEvery = 1000;

function check({ error }: MigrationResultSet): void {
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
}

/** `value` as SQLite will store it in a column of `kind`, or null when it does not fit. */
function fits(kind: ColumnKind, value: Scalar): boolean {
  if (value === null) return true;
  switch (kind) {
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'real':
      return typeof value === 'number';
    case 'text':
      return typeof value === 'string';
    case 'any':
      return typeof value === 'number' || typeof value === 'string';
  }
}

const addTo = (counts: Record<string, number>, table: string, n = 1) => {
  counts[table] = (counts[table] ?? 0) + n;
};

function createScratch(sqlite: BetterSqlite3.Database, transform: SourceTransform): void {
  for (const [name, columns] of Object.entries(transform.scratch)) {
    sqlite.exec(`CREATE TEMP TABLE ${quoteName(name)} (${columns.map(quoteName).join(', ')})`);
  }
}

interface Imported {
  counts: Record<string, number>;
  dropped: Record<string, number>;
}

/**
 * Inserts every row of the source in one transaction, foreign keys checked once at the end: a
 * dangling reference refuses a Larder backup; another app's such rows are dropped and counted.
 */
async function importRows(
  sqlite: BetterSqlite3.Database,
  tables: TableInfo[],
  source: ArchiveSource,
  progress: ProgressReporter,
): Promise<Imported> {
  const { transform } = source;
  const dropped: Record<string, number> = {};
  const byName = new Map(tables.map((table) => [table.name, table]));
  const kinds = new Map(
    tables.map((table) => [table.name, new Map(table.columns.map((c) => [c.name, c.kind]))]),
  );
  const statements = new Map<string, BetterSqlite3.Statement>();
  const counts: Record<string, number> = {};
  const sequences: Scalar[][] = [];
  let pending = 0;
  progress.start('database', source.expectedRows);
  sqlite.pragma('foreign_keys = OFF');
  sqlite.exec('BEGIN');
  try {
    for (const table of tables) sqlite.exec(`DELETE FROM ${quoteName(table.name)}`);
    if (transform) createScratch(sqlite, transform);
    for await (const { table, values } of source.rows()) {
      if (transform && Object.hasOwn(transform.scratch, table)) {
        insert(`temp.${quoteName(table)}`, table, values);
        continue;
      }
      const columns = kinds.get(table);
      if (!columns || !byName.has(table)) {
        throw new UnsafeArchiveError('errors.backups.databaseJsonHasATable', { table });
      }
      const names = Object.keys(values);
      for (const name of names) {
        const kind = columns.get(name);
        if (kind === undefined) {
          throw new UnsafeArchiveError('errors.backups.databaseJsonHasNoColumn', { table, name });
        }
        if (!fits(kind, values[name] ?? null)) {
          throw new UnsafeArchiveError('errors.backups.databaseJsonHoldsWhichIs2', {
            table,
            name,
            stringify: JSON.stringify(values[name]),
            value: kind === 'any' ? 'a number or text' : `of type ${kind}`,
          });
        }
      }
      addTo(counts, table);
      if (table === sequenceTable) {
        sequences.push(names.map((name) => values[name] ?? null));
        continue;
      }
      insert(quoteName(table), table, values);
      if (++pending === progressEvery) {
        progress.advance(pending);
        pending = 0;
      }
    }
    // SQLite bumps the counters as rows with ids go in; the archive's values win afterwards.
    sqlite.exec(`DELETE FROM ${sequenceTable}`);
    for (const row of sequences) {
      sqlite.prepare(`INSERT INTO ${sequenceTable} (name, seq) VALUES (?, ?)`).run(row);
    }
    progress.advance(pending + sequences.length);
    if (transform) {
      transform.finish(sqlite);
      dropDangling(sqlite, dropped);
    } else {
      assertReferencesHold(sqlite);
    }
    sqlite.exec('COMMIT');
  } catch (error) {
    sqlite.exec('ROLLBACK');
    throw error;
  } finally {
    sqlite.pragma('foreign_keys = ON');
  }
  return { counts, dropped };

  /** Another app's row repeating a unique key is dropped and counted; Larder's never repeat. */
  function insert(target: string, table: string, values: JsonRow): void {
    const names = Object.keys(values);
    const key = `${target}\0${names.join('\0')}`;
    let statement = statements.get(key);
    if (!statement) {
      statement = sqlite.prepare(
        `INSERT${transform ? ' OR IGNORE' : ''} INTO ${target} (${names.map(quoteName).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      );
      statements.set(key, statement);
    }
    let changes: number;
    try {
      changes = statement.run(names.map((name) => values[name] ?? null)).changes;
    } catch (error) {
      throw new UnsafeArchiveError('errors.backups.databaseJsonARowOf', {
        table,
        message: (error as Error).message,
      });
    }
    if (changes === 0) addTo(dropped, table);
  }
}

/**
 * Deletes the rows whose references dangle, counting them by table, until none is left (a row
 * deleted can leave its own children dangling).
 */
function dropDangling(sqlite: BetterSqlite3.Database, dropped: Record<string, number>): void {
  const check = sqlite.prepare('PRAGMA foreign_key_check');
  for (;;) {
    const rows = new Map<string, Set<number>>();
    for (const row of check.iterate()) {
      const { table, rowid } = row as { table: string; rowid: number };
      let ids = rows.get(table);
      if (!ids) rows.set(table, (ids = new Set()));
      ids.add(rowid);
    }
    if (rows.size === 0) return;
    for (const [table, ids] of rows) {
      const remove = sqlite.prepare(`DELETE FROM ${quoteName(table)} WHERE rowid = ?`);
      for (const id of ids) remove.run(id);
      addTo(dropped, table, ids.size);
    }
  }
}

function assertReferencesHold(sqlite: BetterSqlite3.Database): void {
  const dangling = new Map<string, number>();
  let seen = 0;
  for (const row of sqlite.prepare('PRAGMA foreign_key_check').iterate()) {
    const { table, parent } = row as { table: string; parent: string };
    const key = `${table} → ${parent}`;
    dangling.set(key, (dangling.get(key) ?? 0) + 1);
    if (++seen >= 10_000) break;
  }
  if (dangling.size > 0) {
    const list = [...dangling].map(([key, n]) => `${key} (${n})`).join(', ');
    throw new UnsafeArchiveError('errors.backups.databaseJsonHasRowsWhose', { list });
  }
}

const countRows = (sqlite: BetterSqlite3.Database, table: string) =>
  (sqlite.prepare(`SELECT count(*) AS n FROM ${quoteName(table)}`).get() as { n: number }).n;

/**
 * Another app's rows, once transformed, are what the tables hold now (rows folded in, rows
 * dropped): counted from the tables, for the report.
 */
function countStored(sqlite: BetterSqlite3.Database, tables: TableInfo[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const n = countRows(sqlite, table.name);
    if (n > 0) counts[table.name] = n;
  }
  return counts;
}

/** Every table holds what the archive gave it, and what its manifest says it holds. */
function verifyCounts(
  sqlite: BetterSqlite3.Database,
  tables: TableInfo[],
  counts: Record<string, number>,
  manifest: BackupManifest | null,
): void {
  const names = new Set(tables.map((table) => table.name));
  for (const name of Object.keys(manifest?.tables ?? {})) {
    if (!names.has(name)) {
      throw new UnsafeArchiveError('errors.backups.larderManifestJsonListsA', { name });
    }
  }
  for (const table of tables) {
    const stored = countRows(sqlite, table.name);
    const given = counts[table.name] ?? 0;
    const listed = manifest ? (manifest.tables[table.name] ?? 0) : given;
    if (stored !== given || given !== listed) {
      throw new UnsafeArchiveError('errors.backups.theArchiveListsRowsDatabase', {
        name: table.name,
        listed,
        given,
        stored,
      });
    }
  }
}

/** Builds the new database: migrated to the archive's revision, filled, checked, then to head. */
async function stageDatabase(source: ArchiveSource, options: StageOptions): Promise<Imported> {
  const { db, sqlite } = openDatabase(path.join(options.dir, stagedDatabaseName), {
    nativeBinding: options.nativeBinding,
  });
  try {
    const migrator = new Migrator({
      db: db.withoutPlugins(),
      provider: { getMigrations: () => Promise.resolve(options.migrations) },
    });
    check(await migrator.migrateTo(source.migration));
    const tables = listBackupTables(sqlite);
    const imported = await importRows(sqlite, tables, source, options.progress);
    options.progress.start('verifying', 1);
    const counts = source.transform
      ? countStored(sqlite, tables)
      : (verifyCounts(sqlite, tables, imported.counts, source.manifest), imported.counts);
    check(await migrator.migrateToLatest());
    options.progress.start('search-index', 1);
    await rebuildSearchIndex(db);
    const integrity = sqlite.pragma('quick_check', { simple: true });
    if (integrity !== 'ok')
      throw new Error(`The restored database fails its check: ${String(integrity)}`);
    // One self-contained file (no -wal beside it) is what gets renamed into place.
    sqlite.pragma('journal_mode = DELETE');
    return { counts, dropped: imported.dropped };
  } finally {
    await db.destroy();
  }
}

function hashing(onDone: (sha256: string, size: number) => void): Transform {
  const hash = createHash('sha256');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      onDone(hash.digest('hex'), size);
      callback();
    },
  });
}

function expectFile(
  manifest: BackupManifest | null,
  relative: string,
  got: { sha256: string; size: number },
): void {
  if (!manifest) return;
  const listed = manifest.files[relative];
  if (!listed) throw new UnsafeArchiveError('errors.backups.dataIsNotInLarder', { relative });
  if (listed.size !== got.size || listed.sha256 !== got.sha256) {
    throw new UnsafeArchiveError('errors.backups.dataDiffersFromWhatLarder', { relative });
  }
}

/** Files unpacked at the same time (the disk is the limit, not the processor). */
const parallelFiles = 8;
/**
 * Each of them reads small files into a buffer of this size, its own for the whole restore: a
 * new buffer per picture left tens of megabytes of them waiting for the garbage collector.
 */
const scratchBytes = 1024 * 1024;
const rememberedFolders = 64;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Unpacks one file into `target` (which must not exist), answering its hash and size. `scratch`
 * may hold the file's bytes meanwhile.
 */
async function unpackFile(file: SourceFile, target: string, scratch: Buffer) {
  if (file.size > wholeEntryBytes) {
    let got = { sha256: '', size: 0 };
    await pipeline(
      await file.open(),
      hashing((hash, size) => (got = { sha256: hash, size })),
      createWriteStream(target, { flags: 'wx' }),
    );
    return got;
  }
  const bytes = await file.read(scratch);
  await writeFile(target, bytes, { flag: 'wx' });
  return { sha256: sha256(bytes), size: bytes.length };
}

/**
 * Another app's files whose recipe or user is not in the staged database (dropped, or never
 * there) are left out, counted in `dropped.files`.
 */
function ownedFiles(
  source: ArchiveSource,
  options: StageOptions,
  dropped: Record<string, number>,
): SourceFile[] {
  const files = [...source.files()];
  const { transform } = source;
  if (!transform) return files;
  const sqlite = new BetterSqlite3(path.join(options.dir, stagedDatabaseName), {
    readonly: true,
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
  });
  try {
    const lookups = new Map<string, BetterSqlite3.Statement>();
    return files.filter((file) => {
      const owner = transform.fileOwner(file.path);
      if (owner) {
        let lookup = lookups.get(owner.table);
        if (!lookup) {
          lookup = sqlite.prepare(`SELECT 1 FROM ${quoteName(owner.table)} WHERE id = ?`);
          lookups.set(owner.table, lookup);
        }
        if (lookup.get(owner.id)) return true;
      }
      addTo(dropped, 'files');
      return false;
    });
  } finally {
    sqlite.close();
  }
}

/**
 * Unpacks the data files into `dir`, a few at a time, each checked against the manifest. On a
 * failure no new file is started, and it is thrown once those under way have ended (so nothing
 * writes into the folder after the caller deletes it).
 */
async function stageFiles(
  source: ArchiveSource,
  options: StageOptions,
  dropped: Record<string, number>,
): Promise<{ files: number; bytes: number; hasSecret: boolean }> {
  const files = ownedFiles(source, options, dropped);
  options.progress.start('files', files.length);
  const seen = new Set<string>();
  // Files come folder by folder: the last few folders made are enough to remember (making one
  // again is harmless), where remembering all of a large backup's took megabytes.
  const folders = new Map<string, Promise<unknown>>();
  const folder = (dir: string) => {
    let made = folders.get(dir);
    if (!made) {
      if (folders.size >= rememberedFolders) folders.delete(folders.keys().next().value as string);
      folders.set(dir, (made = mkdir(dir, { recursive: true })));
    }
    return made;
  };
  let bytes = 0;
  let next = 0;
  let failed = false;
  const work = async () => {
    const scratch = Buffer.allocUnsafe(scratchBytes);
    while (!failed && next < files.length) {
      const file = files[next++] as SourceFile;
      try {
        const target = within(options.dir, ...file.path.split('/'));
        await folder(path.dirname(target));
        const got = await unpackFile(file, target, scratch);
        expectFile(source.manifest, file.path, got);
        seen.add(file.path);
        bytes += got.size;
        options.progress.advance(1);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: parallelFiles }, work));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  const secret = await source.secret();
  if (secret) {
    expectFile(source.manifest, secretName, { sha256: sha256(secret), size: secret.length });
    await writeFile(path.join(options.dir, secretName), secret, { mode: 0o600 });
    seen.add(secretName);
  }
  const missing = Object.keys(source.manifest?.files ?? {}).find((name) => !seen.has(name));
  if (missing) {
    throw new UnsafeArchiveError('errors.backups.dataIsListedInLarder', { missing });
  }
  return { files: seen.size, bytes, hasSecret: secret !== null };
}

/**
 * Restores an archive into `options.dir` — a new database (`larder.db`) and the data folders
 * and signing key beside it — and verifies the result: column types, references, row counts
 * and file hashes against the manifest, CRC-32 of every entry, SQLite's own check. The live
 * installation is not touched; a failure leaves a folder to delete.
 */
export async function stageRestore(
  source: ArchiveSource,
  options: StageOptions,
): Promise<StageResult> {
  await mkdir(options.dir, { recursive: true });
  const { counts, dropped } = await stageDatabase(source, options);
  const files = await stageFiles(source, options, dropped);
  const leftOut = source.transform?.leftOut() ?? { dropped: {}, skipped: {} };
  for (const [table, n] of Object.entries(leftOut.dropped)) addTo(dropped, table, n);
  return {
    tables: counts,
    dropped,
    skipped: leftOut.skipped,
    rows: Object.values(counts).reduce((a, b) => a + b, 0),
    ...files,
  };
}
