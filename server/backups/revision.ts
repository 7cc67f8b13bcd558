/**
 * The schema revision a backup states in `database.json`, as Mealie's `alembic_version` does.
 * Larder's are `larder-<migration name>` (`larder-0014-backup-schedule`): Mealie's are bare
 * hexadecimal Alembic ids, so neither app takes the other's archive for one of its own.
 */
const prefix = 'larder-';

export const larderRevision = (migration: string) => `${prefix}${migration}`;

/** The migration a Larder revision names, or null when it is not a Larder revision at all. */
export function migrationOfRevision(revision: string): string | null {
  return revision.startsWith(prefix) ? revision.slice(prefix.length) : null;
}
