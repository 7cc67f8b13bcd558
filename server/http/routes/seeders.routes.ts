import { Router } from 'express';
import { z } from 'zod';

import { paths } from '../../contract/paths';
import { SeederConfig, SeederKind } from '../../contract/seeders';
import type { ServiceContext } from '../../services/context';
import { seedGroupData } from '../../services/organizers/seeders.service';
import { requestLocale } from '../request-locale';
import { parseBody, parsePath } from '../validate';

const KindParams = z.object({ kind: SeederKind });

/** `POST /api/groups/seeders/{foods|units|labels}`: 200 with a SuccessResponse (Mealie). */
export function seedersRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.post(paths.seeder(':kind'), async (req, res) => {
    const { kind } = parsePath(KindParams, req.params);
    const { locale } = parseBody(SeederConfig, req.body);
    res.json(await seedGroupData(ctx, req.actor, kind, locale, requestLocale(req)));
  });
  return router;
}
