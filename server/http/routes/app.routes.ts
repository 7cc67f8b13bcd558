import { Router } from 'express';

import { defaultTheme } from '../../contract/app';
import { paths } from '../../contract/paths';
import {
  checkConfig,
  getAdminAbout,
  getAppInfo,
  getStatistics,
} from '../../services/site/about.service';
import type { ServiceContext } from '../../services/context';
import { getStartupInfo, oidcInfo } from '../../services/site/startup-info.service';

export function appRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.appAbout, async (req, res) => {
    res.json(await getAppInfo(ctx, req.actor));
  });
  router.get(paths.appTheme, (_req, res) => {
    res.json(defaultTheme);
  });
  router.get(paths.appStartupInfo, async (_req, res) => {
    res.json(await getStartupInfo(ctx));
  });
  router.get(paths.appOidc, (_req, res) => {
    res.json(oidcInfo);
  });
  router.get(paths.adminAbout, async (req, res) => {
    res.json(await getAdminAbout(ctx, req.actor));
  });
  router.get(paths.adminStatistics, async (req, res) => {
    res.json(await getStatistics(ctx, req.actor));
  });
  router.get(paths.adminCheck, (req, res) => {
    res.json(checkConfig(ctx, req.actor));
  });
  return router;
}
