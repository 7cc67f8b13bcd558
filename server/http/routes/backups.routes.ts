import { Router, type Request, type Response } from 'express';

import { BackupFileParams, BackupScheduleUpdate } from '../../contract/backups';
import { paths } from '../../contract/paths';
import { readBackupSchedule, updateBackupSchedule } from '../../services/backups/backup-settings';
import {
  backupDownloadToken,
  deleteBackup,
  getBackupStatus,
  listBackups,
  restoreBackup,
  saveUploadedBackup,
  startBackup,
  verifyBackupNow,
} from '../../services/backups/backups.service';
import type { ServiceContext } from '../../services/context';
import { requireAdmin } from '../../services/guards';
import { archiveUpload, uploadedArchive } from '../archive-upload';
import { leaveGate } from '../gate-requests';
import { requestLocale } from '../request-locale';
import { parseBody, parsePath } from '../validate';

/** Larger than any household's backup; the disk's free space is checked before unpacking. */
const maxArchiveBytes = 256 * 1024 ** 3;

/**
 * The calls behind each backup action, shared by Mealie's `/api/admin/backups` routes and the
 * spec's older `/api/backups/*` aliases.
 */
function backupHandlers(ctx: ServiceContext) {
  const name = (req: Request) => parsePath(BackupFileParams, req.params).file_name;
  return {
    list: async (req: Request, res: Response) => {
      res.json(await listBackups(ctx, req.actor));
    },
    create: async (req: Request, res: Response) => {
      res.status(201).json(await startBackup(ctx, req.actor, requestLocale(req)));
    },
    token: async (req: Request, res: Response) => {
      res.json(await backupDownloadToken(ctx, req.actor, name(req)));
    },
    remove: async (req: Request, res: Response) => {
      res.json(await deleteBackup(ctx, req.actor, name(req), requestLocale(req)));
    },
    upload: [
      ...archiveUpload('archive', ctx.files.temp, maxArchiveBytes, requireAdmin),
      async (req: Request, res: Response) => {
        res.json(
          await saveUploadedBackup(
            ctx,
            req.actor,
            uploadedArchive(req, 'archive'),
            requestLocale(req),
          ),
        );
      },
    ],
    restore: async (req: Request, res: Response) => {
      const file = name(req);
      // This request waits for the swap itself: the others it waits for must not include it.
      leaveGate(res);
      res.json(await restoreBackup(ctx, req.actor, file, requestLocale(req)));
    },
  };
}

/** Mealie's `/api/admin/backups` (site administrators only) and Larder's status and schedule. */
export function backupsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  const handle = backupHandlers(ctx);
  router.get(paths.adminBackups, handle.list);
  router.post(paths.adminBackups, handle.create);
  router.post(paths.adminBackupsUpload, ...handle.upload);
  router.get(paths.adminBackupsStatus, async (req, res) => {
    res.json(await getBackupStatus(ctx, req.actor));
  });
  router.get(paths.adminBackupsSchedule, async (req, res) => {
    res.json(await readBackupSchedule(ctx, req.actor));
  });
  router.put(paths.adminBackupsSchedule, async (req, res) => {
    const input = parseBody(BackupScheduleUpdate, req.body);
    res.json(await updateBackupSchedule(ctx, req.actor, input));
  });
  router.get(paths.adminBackup(':file_name'), handle.token);
  router.delete(paths.adminBackup(':file_name'), handle.remove);
  router.post(paths.adminBackupRestore(':file_name'), handle.restore);
  router.post(paths.adminBackupVerify(':file_name'), async (req, res) => {
    const { file_name: file } = parsePath(BackupFileParams, req.params);
    res.json(await verifyBackupNow(ctx, req.actor, file));
  });
  return router;
}

/** The spec's older calls (GET available, POST export/database, …): the same services. */
export function legacyBackupsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  const handle = backupHandlers(ctx);
  router.get(paths.backupsAvailable, handle.list);
  router.post(paths.backupsExportDatabase, handle.create);
  router.post(paths.backupsUpload, ...handle.upload);
  router.get(paths.backupDownload(':file_name'), handle.token);
  router.post(paths.backupImport(':file_name'), handle.restore);
  router.delete(paths.backupDelete(':file_name'), handle.remove);
  return router;
}
