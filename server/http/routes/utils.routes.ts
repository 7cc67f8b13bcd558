import { Router } from 'express';

import { FileTokenQuery } from '../../contract/exports';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import { resolveDownload } from '../../services/downloads.service';
import { parseQuery } from '../validate';

/** Public: the short-lived token is the permission. */
export function utilsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.utilsDownload, async (req, res) => {
    const { token } = parseQuery(FileTokenQuery, req.query);
    const file = await resolveDownload(ctx, token);
    // dotfiles: the data directory itself may live under a dotted folder (~/.config/Larder).
    res.download(file.absolutePath, file.filename, { dotfiles: 'allow' });
  });
  return router;
}
