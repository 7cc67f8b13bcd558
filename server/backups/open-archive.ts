import type { ArchiveSource } from './archive-source';
import { openBackupZip, type BackupZipLimits } from './backup-zip';
import { openLarderSource, readRevision } from './larder-source';
import { openMealieSource } from './mealie-source';
import { migrationOfRevision } from './revision';

/**
 * Opens a backup archive as a source of rows and files, choosing the reader by the schema
 * revision its `database.json` states: Larder's own, or Mealie v1's. Throws `UnsafeArchiveError` with the reason when the
 * archive is damaged, hostile, or of a revision Larder cannot restore.
 */
export async function openArchive(
  file: string,
  limits: BackupZipLimits,
  migrations: string[],
): Promise<ArchiveSource> {
  const zip = await openBackupZip(file, limits);
  try {
    const revision = await readRevision(zip);
    return migrationOfRevision(revision) === null
      ? openMealieSource(zip, revision)
      : await openLarderSource(zip, revision, migrations);
  } catch (error) {
    zip.close();
    throw error;
  }
}
