import { Router } from 'express';

import { paths } from '../../contract/paths';
import { FirstAdminIn } from '../../contract/setup';
import type { ServiceContext } from '../../services/context';
import { createFirstAdmin, getSetupStatus } from '../../services/accounts/setup.service';
import { isFromThisMachine } from '../request-origin';
import { parseBody } from '../validate';

export function setupRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.setup, async (req, res) => {
    res.json(await getSetupStatus(ctx, isFromThisMachine(req, ctx.settings.baseUrl)));
  });
  router.post(paths.setup, async (req, res) => {
    const fromLoopback = isFromThisMachine(req, ctx.settings.baseUrl);
    res
      .status(201)
      .json(await createFirstAdmin(ctx, parseBody(FirstAdminIn, req.body), fromLoopback));
  });
  return router;
}
