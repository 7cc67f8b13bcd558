/**
 * `larder-manifest.json`, the one entry a Larder backup adds to Mealie's layout: what the archive
 * holds, so a restore (and the nightly check) can prove it got every row and every byte back.
 * Mealie ignores entries it does not know.
 */
export const manifestEntry = 'larder-manifest.json';

export interface BackupManifest {
  format: 'larder-backup';
  version: 1;
  /** The `alembic_version` written to `database.json`. */
  revision: string;
  createdAt: string;
  /** Rows per table in `database.json`. */
  tables: Record<string, number>;
  /** Every file under `data/`, by its path there: size and SHA-256 (hex). */
  files: Record<string, { size: number; sha256: string }>;
}

export const emptyManifest = (revision: string, createdAt: string): BackupManifest => ({
  format: 'larder-backup',
  version: 1,
  revision,
  createdAt,
  tables: {},
  files: {},
});
