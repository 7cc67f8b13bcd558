import type { ArchiveSource } from './archive-source';
import { openBackupZip, type BackupZipLimits } from './backup-zip';
import { openLarderSource, readRevision } from './larder-source';

/**
 * Opens a backup archive as a source of rows and files, choosing the reader by the schema
 * revision its `database.json` states. Throws `UnsafeArchiveError` with the reason when the
 * archive is damaged, hostile, or of a revision Larder cannot restore.
 */
export async function openArchive(
  file: string,
  limits: BackupZipLimits,
  migrations: string[],
): Promise<ArchiveSource> {
  const zip = await openBackupZip(file, limits);
  try {
    return await openLarderSource(zip, await readRevision(zip), migrations);
  } catch (error) {
    zip.close();
    throw error;
  }
}
