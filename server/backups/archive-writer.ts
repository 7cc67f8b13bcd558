import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import BetterSqlite3 from 'better-sqlite3';
import type { BackupZipStream } from './zip-writer';
import type { FileDataInput } from 'zip-stream';

import { regularFiles } from '../files/file-tree';

import { databaseEntry, dataFolders, dataPrefix, isCompressible, secretName } from './layout';
import { emptyManifest, manifestEntry, type BackupManifest } from './manifest';
import type { ProgressReporter } from './progress';
import { larderRevision } from './revision';
import { ReusedBuffers } from './reused-buffers';
import { listBackupTables, quoteName, type TableInfo } from './tables';

export interface ArchiveSources {
  /** The live database file; read on a connection of its own, in one read transaction. */
  databaseFile: string;
  nativeBinding?: string;
  /** The data directory. */
  dataRoot: string;
}

/** Rows or text are handed to the zip in pieces of about this size. */
const chunkChars = 64 * 1024;

/**
 * `database.json`, written row by row: `alembic_version` first (so a reader knows the schema
 * before the rows), then every table as an array of rows keyed by column name, as Mealie's
 * exporter writes them. Counts each table's rows into `counts`.
 */
function* databaseJson(
  sqlite: BetterSqlite3.Database,
  tables: TableInfo[],
  revision: string,
  counts: Record<string, number>,
  progress: ProgressReporter,
): Generator<string> {
  let out = `{"alembic_version":[{"version_num":${JSON.stringify(revision)}}]`;
  for (const table of tables) {
    out += `,${JSON.stringify(table.name)}:[`;
    let count = 0;
    const rows = sqlite.prepare(`SELECT * FROM ${quoteName(table.name)}`).iterate();
    for (const row of rows as Iterable<Record<string, unknown>>) {
      for (const key in row) {
        const value = row[key];
        if (typeof value === 'object' && value !== null) {
          throw new Error(`${table.name}.${key} holds binary data, which backups cannot carry`);
        }
      }
      out += (count === 0 ? '' : ',') + JSON.stringify(row);
      count += 1;
      if (out.length >= chunkChars) {
        progress.advance(count - (counts[table.name] ?? 0));
        counts[table.name] = count;
        yield out;
        out = '';
      }
    }
    progress.advance(count - (counts[table.name] ?? 0));
    counts[table.name] = count;
    out += ']';
  }
  yield `${out}}`;
}

/** The files a backup carries, as paths under `data/`. */
async function listDataFiles(dataRoot: string): Promise<string[]> {
  const files = [secretName];
  for (const folder of dataFolders) {
    for await (const relative of regularFiles(path.join(dataRoot, folder))) {
      files.push(`${folder}/${relative}`);
    }
  }
  return files;
}

function openSnapshot(sources: ArchiveSources): BetterSqlite3.Database {
  const sqlite = new BetterSqlite3(sources.databaseFile, {
    fileMustExist: true,
    ...(sources.nativeBinding ? { nativeBinding: sources.nativeBinding } : {}),
  });
  sqlite.pragma('query_only = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/**
 * Waits for a step, or for the first failure signalled, whichever comes first. Unlike a race with
 * one long-pending promise, which keeps every step's result reachable until it settles (all the
 * backup's pictures), nothing is held once the step is over.
 */
function untilFailure(signal: AbortSignal) {
  return <T>(step: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason as Error);
      const fail = () => reject(signal.reason as Error);
      signal.addEventListener('abort', fail, { once: true });
      void step.then(resolve, reject).finally(() => signal.removeEventListener('abort', fail));
    });
}

/**
 * Writes a backup of the running installation to `target`: a zip holding `database.json`, the
 * data files under `data/` and `larder-manifest.json` (row counts, sizes and SHA-256 of every
 * file). The database is read in one transaction (a consistent snapshot while the server keeps
 * writing), row by row; files are streamed one at a time; nothing is held whole in memory. The
 * zip is built beside `target` under a hidden name and renamed into place when complete.
 */
export async function writeBackupArchive(
  sources: ArchiveSources,
  target: string,
  progress: ProgressReporter,
): Promise<BackupManifest> {
  const { BackupZipStream: ZipWriter } = await import('./zip-writer');
  const partial = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(4).toString('hex')}.partial`,
  );
  const sqlite = openSnapshot(sources);
  const zip = new ZipWriter({ zlib: { level: 6 } });
  const output = createWriteStream(partial, { flags: 'wx' });
  const written = pipeline(zip, output);
  // A failure on either side (a file that cannot be read, a full disk) fails every wait below.
  const failure = new AbortController();
  zip.on('error', (error) => failure.abort(error));
  output.on('error', (error) => failure.abort(error));
  const until = untilFailure(failure.signal);
  try {
    sqlite.exec('BEGIN');
    const migration = sqlite
      .prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1')
      .get() as { name: string } | undefined;
    if (!migration) throw new Error('The database has no schema revision');
    const manifest = emptyManifest(larderRevision(migration.name), new Date().toISOString());
    const tables = listBackupTables(sqlite);
    const files = await listDataFiles(sources.dataRoot);
    let rowTotal = 0;
    for (const table of tables) {
      const counted = sqlite.prepare(`SELECT count(*) AS n FROM ${quoteName(table.name)}`).get();
      rowTotal += (counted as { n: number }).n;
    }
    progress.start('database', rowTotal);
    const json = Readable.from(
      databaseJson(sqlite, tables, manifest.revision, manifest.tables, progress),
      { objectMode: false },
    );
    await until(addEntry(zip, json, { name: databaseEntry }));
    sqlite.exec('COMMIT');

    progress.start('files', files.length);
    await until(addEntry(zip, null, { name: dataPrefix, type: 'directory' }));
    const buffers = new ReusedBuffers(largestSlab, () => output.bytesWritten);
    await addDataFiles(zip, sources.dataRoot, files, manifest, { until, progress, buffers });
    await until(addEntry(zip, Buffer.from(JSON.stringify(manifest)), { name: manifestEntry }));
    zip.finalize();
    await until(written);
    await rename(partial, target);
    return manifest;
  } catch (error) {
    zip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  } finally {
    sqlite.close();
  }
}

/** Files up to this size are read whole (one read, hashed at once); larger ones stream. */
const wholeFileBytes = 4 * 1024 * 1024;
/** Files up to this size are read into buffers used again (most pictures). */
const largestSlab = 1024 * 1024;
/** Files read ahead of the zip, and small entries the zip may hold unread. */
const readAhead = 16;

interface DataFile {
  relative: string;
  mtime: Date;
  /** The content, for files read whole; null for large files, which stream. */
  bytes: Buffer | null;
  /** The reused buffer behind `bytes`, to release once the zip has written it. */
  slab: Buffer | null;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A data file's content (small files) or facts (large ones); null when it went meanwhile. */
async function readDataFile(
  dataRoot: string,
  relative: string,
  buffers: ReusedBuffers,
): Promise<DataFile | null> {
  let handle;
  try {
    handle = await open(path.join(dataRoot, ...relative.split('/')), 'r');
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return null;
    if (stats.size > wholeFileBytes) {
      return { relative, mtime: stats.mtime, bytes: null, slab: null };
    }
    const { bytes, slab } = buffers.lend(stats.size);
    try {
      const { bytesRead } = await handle.read(bytes, 0, stats.size, 0);
      return { relative, mtime: stats.mtime, bytes: bytes.subarray(0, bytesRead), slab };
    } catch (error) {
      buffers.release(slab, 0);
      throw error;
    }
  } finally {
    await handle.close();
  }
}

const entryData = (file: DataFile) => ({
  name: dataPrefix + file.relative,
  store: !isCompressible(file.relative),
  date: file.mtime,
  mode: 0o644,
});

/**
 * Adds one entry and waits until the zip has taken it whole: zip-stream takes one at a time. A
 * buffer goes in at once; a stream as fast as it can be read.
 */
function addEntry(zip: BackupZipStream, source: Buffer | Readable | null, data: FileDataInput) {
  return new Promise<void>((resolve, reject) => {
    zip.entry(source, data, (error) => (error ? reject(error) : resolve()));
  });
}

/** A promise whose failure is handled where it is awaited, or nowhere if it never is. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Adds the data files under `data/`, in order, recording their sizes and hashes. Reads run up to
 * `readAhead` files before the zip; small files go in whole, and no more is added while the
 * zip's output waits for the disk, so memory stays bounded. A
 * file deleted since the listing (a recipe removed meanwhile) is left out, not an error.
 */
async function addDataFiles(
  zip: BackupZipStream,
  dataRoot: string,
  files: string[],
  manifest: BackupManifest,
  {
    until,
    progress,
    buffers,
  }: {
    until: <T>(step: Promise<T>) => Promise<T>;
    progress: ProgressReporter;
    buffers: ReusedBuffers;
  },
): Promise<void> {
  const reads: Promise<DataFile | null>[] = [];
  let next = 0;
  const readMore = () => {
    while (reads.length < readAhead && next < files.length) {
      reads.push(quiet(readDataFile(dataRoot, files[next++] as string, buffers)));
    }
  };
  readMore();
  for (let read = reads.shift(); read; read = reads.shift()) {
    const file = await until(read);
    readMore();
    if (file?.bytes) {
      manifest.files[file.relative] = {
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      };
      await until(addEntry(zip, file.bytes, entryData(file)));
      buffers.release(file.slab, zip.getBytesWritten());
      if (zip.writableNeedDrain) await until(once(zip, 'drain'));
    } else if (file) {
      const streamed = await until(addStreamedFile(zip, dataRoot, file));
      if (streamed) manifest.files[file.relative] = streamed;
    }
    progress.advance(1);
  }
}

/** Adds one large file, hashing it as the zip reads it, and waits until it has. */
async function addStreamedFile(
  zip: BackupZipStream,
  dataRoot: string,
  file: DataFile,
): Promise<{ size: number; sha256: string } | null> {
  let handle;
  try {
    handle = await open(path.join(dataRoot, ...file.relative.split('/')), 'r');
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const hash = createHash('sha256');
  let size = 0;
  const hashed = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  const source = handle.createReadStream();
  source.pipe(hashed);
  source.on('error', (error) => hashed.destroy(error));
  await addEntry(zip, hashed, entryData(file));
  return { size, sha256: hash.digest('hex') };
}
