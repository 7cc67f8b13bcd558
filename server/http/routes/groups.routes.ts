import { Router } from 'express';

import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import { getSelfGroup, listMembers } from '../../services/users.service';

export function groupsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.groupsSelf, async (req, res) => {
    res.json(await getSelfGroup(ctx, req.actor));
  });
  router.get(paths.groupsMembers, async (req, res) => {
    res.json(await listMembers(ctx, req.actor));
  });
  return router;
}
