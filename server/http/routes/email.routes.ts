import { Router } from 'express';

import { EmailTest } from '../../contract/email';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import { getEmailReady, sendTestEmail } from '../../services/site/email.service';
import { requestLocale } from '../request-locale';
import { parseBody } from '../validate';

/** The administrator's email check: is mail set up, and does a test message arrive. */
export function emailRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.adminEmail, (req, res) => {
    res.json(getEmailReady(ctx, req.actor));
  });
  router.post(paths.adminEmail, async (req, res) => {
    res.json(
      await sendTestEmail(ctx, req.actor, parseBody(EmailTest, req.body), requestLocale(req)),
    );
  });
  return router;
}
