import { Router } from 'express';

import { paths } from '../../contract/paths';
import { ReportIdParams, ReportListQuery } from '../../contract/reports';
import type { ServiceContext } from '../../services/context';
import {
  deleteReport,
  getReport,
  listReports,
  listServerTasks,
} from '../../services/import/reports.service';
import { requestLocale } from '../request-locale';
import { parsePath, parseQuery } from '../validate';

/** Group reports (`/api/groups/reports`) and background tasks (`/api/groups/server-tasks`). */
export function reportsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.groupReports, async (req, res) => {
    const { report_type } = parseQuery(ReportListQuery, req.query);
    res.json(await listReports(ctx, req.actor, report_type));
  });
  router.get(paths.groupReport(':id'), async (req, res) => {
    const { id } = parsePath(ReportIdParams, req.params);
    res.json(await getReport(ctx, req.actor, id));
  });
  router.delete(paths.groupReport(':id'), async (req, res) => {
    const { id } = parsePath(ReportIdParams, req.params);
    res.json(await deleteReport(ctx, req.actor, id, requestLocale(req)));
  });
  router.get(paths.groupServerTasks, async (req, res) => {
    res.json(await listServerTasks(ctx, req.actor));
  });
  return router;
}
