import { z } from 'zod';

import { UnsafeArchiveError } from '../files/safe-zip';

import type { ArchiveSource, SourceFile, SourceRow } from './archive-source';
import { wholeEntryBytes, type BackupZip } from './backup-zip';
import { readDatabaseJson } from './database-json';
import { dataFolders, secretName } from './layout';
import type { BackupManifest } from './manifest';
import { migrationOfRevision } from './revision';
import { ZipSourceFile } from './zip-source-file';

const maxManifestBytes = 256 * 1024 * 1024;
const maxSecretBytes = 4096;

const sha256Hex = /^[0-9a-f]{64}$/;

/**
 * Every file's size and SHA-256, checked where JSON.parse left them: `z.record` builds a copy,
 * which at 30,000 files was ~10 MB more at the start of every restore and check.
 */
function isFileList(value: unknown): value is BackupManifest['files'] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const file of Object.values(value as Record<string, unknown>)) {
    if (typeof file !== 'object' || file === null) return false;
    const { size, sha256 } = file as Record<string, unknown>;
    if (!Number.isSafeInteger(size) || (size as number) < 0) return false;
    if (typeof sha256 !== 'string' || !sha256Hex.test(sha256)) return false;
  }
  return true;
}

const Manifest = z.object({
  format: z.literal('larder-backup'),
  version: z.literal(1),
  revision: z.string(),
  createdAt: z.string(),
  tables: z.record(z.string(), z.number().int().min(0)),
  files: z.custom<BackupManifest['files']>(isFileList),
});

async function readEntry(zip: BackupZip, entry: BackupZip['database'], max: number) {
  if (entry.uncompressedSize > max) {
    throw new UnsafeArchiveError('errors.backups.isLargerThanBytes', {
      fileName: entry.fileName,
      max,
    });
  }
  if (entry.uncompressedSize <= wholeEntryBytes) return zip.read(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.open(entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The `alembic_version` of `database.json`: at the start in Larder's, anywhere in others. */
export async function readRevision(zip: BackupZip): Promise<string> {
  const stream = await zip.open(zip.database);
  try {
    for await (const item of readDatabaseJson(stream)) {
      if (item.kind === 'revision') return item.revision;
    }
  } finally {
    stream.destroy();
  }
  throw new UnsafeArchiveError('errors.backups.databaseJsonDoesNotState');
}

async function readManifest(zip: BackupZip): Promise<BackupManifest | null> {
  if (!zip.manifest) return null;
  const bytes = await readEntry(zip, zip.manifest, maxManifestBytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new UnsafeArchiveError('errors.backups.larderManifestJsonIsNot');
  }
  const result = Manifest.safeParse(parsed);
  if (!result.success) throw new UnsafeArchiveError('errors.backups.larderManifestJsonIsMalformed');
  return result.data;
}

const isLarderFolder = (path: string) =>
  (dataFolders as readonly string[]).includes(path.split('/')[0] ?? '') && path.includes('/');

/**
 * A Larder backup as an `ArchiveSource`. Its revision must name one of `migrations` (an archive
 * from a newer Larder, or from another app, is refused with the reason), its data files must lie
 * in Larder's folders, and its manifest, when present, must be well formed.
 */
export async function openLarderSource(
  zip: BackupZip,
  revision: string,
  migrations: string[],
): Promise<ArchiveSource> {
  const migration = migrationOfRevision(revision);
  if (migration === null) {
    throw new UnsafeArchiveError('errors.backups.databaseJsonStatesSchemaRevision', { revision });
  }
  if (!migrations.includes(migration)) {
    throw new UnsafeArchiveError('errors.backups.thisBackupHasSchemaRevision', { revision });
  }
  const manifest = await readManifest(zip);
  if (manifest && manifest.revision !== revision) {
    throw new UnsafeArchiveError('errors.backups.larderManifestJsonAndDatabase');
  }
  const files: SourceFile[] = [];
  for (const [path, entry] of zip.data) {
    if (path === secretName) continue;
    if (!isLarderFolder(path)) {
      throw new UnsafeArchiveError('errors.backups.dataIsNotPartOf', { path });
    }
    files.push(new ZipSourceFile(path, zip, entry));
  }
  return {
    migration,
    manifest,
    expectedRows: manifest ? Object.values(manifest.tables).reduce((a, b) => a + b, 0) : 0,
    async *rows(): AsyncGenerator<SourceRow> {
      const stream = await zip.open(zip.database);
      try {
        for await (const item of readDatabaseJson(stream)) {
          if (item.kind === 'row') yield { table: item.table, values: item.row };
          else if (item.revision !== revision) {
            throw new UnsafeArchiveError('errors.backups.databaseJsonStatesTwoSchema');
          }
        }
      } finally {
        stream.destroy();
      }
    },
    files: () => files,
    async secret() {
      const entry = zip.data.get(secretName);
      if (!entry) return null;
      const bytes = await readEntry(zip, entry, maxSecretBytes);
      if (!/^[0-9a-f]{64,}$/.test(bytes.toString('utf8').trim())) {
        throw new UnsafeArchiveError('errors.backups.dataSecretIsNotA');
      }
      return bytes;
    },
    close: () => zip.close(),
  };
}
