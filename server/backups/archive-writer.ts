import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { finished } from 'node:stream/promises';

import BetterSqlite3 from 'better-sqlite3';

import { regularFiles } from '../files/file-tree';

import { databaseEntry, dataFolders, dataPrefix, isCompressible, secretName } from './layout';
import { emptyManifest, manifestEntry, type BackupManifest } from './manifest';
import type { ProgressReporter } from './progress';
import { larderRevision } from './revision';
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
  const { ZipFile } = await import('yazl');
  const partial = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(4).toString('hex')}.partial`,
  );
  const sqlite = openSnapshot(sources);
  const zip = new ZipFile();
  const output = createWriteStream(partial, { flags: 'wx' });
  const written = finished(zip.outputStream.pipe(output));
  // A failure on either side (a file that cannot be read, a full disk) fails every wait below.
  const failed = new Promise<never>((_, reject) => {
    zip.on('error', reject);
    output.on('error', reject);
  });
  failed.catch(() => undefined);
  const until = <T>(step: Promise<T>) => Promise.race([step, failed]);
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
    zip.addReadStreamLazy(databaseEntry, { compress: true }, (cb) => cb(null, json));
    await until(finished(json));
    sqlite.exec('COMMIT');

    progress.start('files', files.length);
    zip.addEmptyDirectory(dataPrefix);
    for (const relative of files) {
      const entry = await until(addDataFile(zip, sources.dataRoot, relative));
      if (entry) manifest.files[relative] = entry;
      progress.advance(1);
    }
    zip.addBuffer(Buffer.from(JSON.stringify(manifest)), manifestEntry);
    zip.end();
    await until(written);
    await rename(partial, target);
    return manifest;
  } catch (error) {
    zip.outputStream.unpipe(output);
    output.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  } finally {
    sqlite.close();
  }
}

/**
 * Adds one file under `data/` and waits until the zip has read it, hashing on the way. A file
 * deleted since the listing (a recipe removed meanwhile) is left out, not an error.
 */
async function addDataFile(
  zip: import('yazl').ZipFile,
  dataRoot: string,
  relative: string,
): Promise<{ size: number; sha256: string } | null> {
  let handle;
  try {
    handle = await open(path.join(dataRoot, ...relative.split('/')), 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const stats = await handle.stat();
  if (!stats.isFile()) {
    await handle.close();
    return null;
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
  zip.addReadStreamLazy(
    dataPrefix + relative,
    { compress: isCompressible(relative), mtime: stats.mtime, mode: 0o100644 },
    (cb) => cb(null, hashed),
  );
  await finished(hashed);
  return { size, sha256: hash.digest('hex') };
}
