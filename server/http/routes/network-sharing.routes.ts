import { Router } from 'express';

import { NetworkSharingUpdate } from '../../contract/network-sharing';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import {
  getNetworkSharing,
  updateNetworkSharing,
} from '../../services/site/network-sharing.service';
import { parseBody } from '../validate';

/** Sharing on the home network (a Larder addition under Mealie's `/api/admin`). */
export function networkSharingRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.adminSharing, async (req, res) => {
    res.json(await getNetworkSharing(ctx, req.actor));
  });
  router.put(paths.adminSharing, async (req, res) => {
    const input = parseBody(NetworkSharingUpdate, req.body);
    res.json(await updateNetworkSharing(ctx, req.actor, input));
  });
  return router;
}
