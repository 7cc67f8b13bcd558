import { paths } from '../../server/contract/paths';
import type { MigrationStarted, SupportedMigration } from '../../server/contract/migrations';

import { upload } from './client';

/** `POST /api/groups/migrations`: starts reading another app's export in the background. */
export function startMigration(type: SupportedMigration, archive: File, addMigrationTag: boolean) {
  const form = new FormData();
  form.append('migration_type', type);
  form.append('add_migration_tag', String(addMigrationTag));
  form.append('archive', archive, archive.name);
  return upload<MigrationStarted>('POST', paths.groupMigrations, form, { quiet: true });
}
