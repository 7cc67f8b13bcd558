import { Router } from 'express';

import { PaginationQuery } from '../../contract/common';
import { MaintenanceLogsQuery } from '../../contract/maintenance';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import { getAnalytics } from '../../services/maintenance/analytics.service';
import {
  cleanImages,
  cleanLogs,
  cleanRecipeFolders,
  cleanTemp,
} from '../../services/maintenance/cleans.service';
import { getMaintenanceLogs } from '../../services/maintenance/logs.service';
import {
  listAllServerTasks,
  startTestServerTask,
} from '../../services/maintenance/server-tasks.service';
import {
  getMaintenanceStorage,
  getMaintenanceSummary,
} from '../../services/maintenance/storage.service';
import { requestLocale } from '../request-locale';
import { parseQuery } from '../validate';

/** Site maintenance: storage, logs, cleans, every group's server tasks and the analytics. */
export function maintenanceRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.adminMaintenance, async (req, res) => {
    res.json(await getMaintenanceSummary(ctx, req.actor));
  });
  router.get(paths.adminMaintenanceStorage, async (req, res) => {
    res.json(await getMaintenanceStorage(ctx, req.actor));
  });
  router.get(paths.adminMaintenanceLogs, async (req, res) => {
    const { lines } = parseQuery(MaintenanceLogsQuery, req.query);
    res.json(await getMaintenanceLogs(ctx, req.actor, lines));
  });
  router.post(paths.adminMaintenanceClean('temp'), async (req, res) => {
    res.json(await cleanTemp(ctx, req.actor, requestLocale(req)));
  });
  router.post(paths.adminMaintenanceClean('images'), async (req, res) => {
    res.json(await cleanImages(ctx, req.actor, requestLocale(req)));
  });
  router.post(paths.adminMaintenanceClean('recipe-folders'), async (req, res) => {
    res.json(await cleanRecipeFolders(ctx, req.actor, requestLocale(req)));
  });
  router.post(paths.adminMaintenanceClean('logs'), async (req, res) => {
    res.json(await cleanLogs(ctx, req.actor, requestLocale(req)));
  });
  router.get(paths.adminServerTasks, async (req, res) => {
    const query = parseQuery(PaginationQuery, req.query);
    res.json(await listAllServerTasks(ctx, req.actor, query, req.path));
  });
  router.post(paths.adminServerTasks, async (req, res) => {
    res.status(201).json(await startTestServerTask(ctx, req.actor));
  });
  router.get(paths.adminAnalytics, async (req, res) => {
    res.json(await getAnalytics(ctx, req.actor));
  });
  return router;
}
