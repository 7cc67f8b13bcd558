import { Router } from 'express';

import { MigrationForm } from '../../contract/migrations';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import { maxMigrationUploadBytes, startMigration } from '../../services/import/migrations.service';
import { singleFileUpload, uploadedDiskFile } from '../uploads';
import { requestLocale } from '../request-locale';
import { parseForm } from '../validate';

/** `POST /api/groups/migrations`: another app's export, imported into the caller's group. */
export function migrationsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.post(
    paths.groupMigrations,
    ...singleFileUpload('archive', maxMigrationUploadBytes, {
      kind: 'disk',
      dir: ctx.files.uploads,
    }),
    async (req, res) => {
      const form = parseForm(MigrationForm, req.body);
      const upload = uploadedDiskFile(req, 'archive');
      res.json(await startMigration(ctx, req.actor, form, upload, requestLocale(req)));
    },
  );
  return router;
}
