import { Router } from 'express';

import { paths } from '../../contract/paths';
import { SiteSettingsUpdate } from '../../contract/site-settings';
import type { ServiceContext } from '../../services/context';
import { getSiteSettings, updateSiteSettings } from '../../services/site/site-settings.service';
import { parseBody } from '../validate';

/** Installation-wide settings (a Larder addition under Mealie's `/api/admin`). */
export function siteSettingsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.adminSiteSettings, async (req, res) => {
    res.json(await getSiteSettings(ctx, req.actor));
  });
  router.put(paths.adminSiteSettings, async (req, res) => {
    const input = parseBody(SiteSettingsUpdate, req.body);
    res.json(await updateSiteSettings(ctx, req.actor, input));
  });
  return router;
}
