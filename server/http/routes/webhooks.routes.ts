import { Router } from 'express';
import { z } from 'zod';

import { PaginationQuery } from '../../contract/common';
import { paths } from '../../contract/paths';
import { CreateWebhook } from '../../contract/webhooks';
import type { ServiceContext } from '../../services/context';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhooks,
  rerunWebhooks,
  testWebhook,
  updateWebhook,
} from '../../services/meal-plans/webhooks.service';
import { parseBody, parsePath, parseQuery } from '../validate';
import { requestLocale } from '../request-locale';

const IdParams = z.object({ id: z.uuid() });

export function webhooksRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.webhooks, async (req, res) => {
    res.json(await listWebhooks(ctx, req.actor, parseQuery(PaginationQuery, req.query), req.path));
  });
  router.post(paths.webhooks, async (req, res) => {
    res.status(201).json(await createWebhook(ctx, req.actor, parseBody(CreateWebhook, req.body)));
  });
  router.post(paths.webhooksRerun, async (req, res) => {
    res.json(await rerunWebhooks(ctx, req.actor, requestLocale(req)));
  });
  router.post(paths.webhookTest(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await testWebhook(ctx, req.actor, id));
  });
  router.get(paths.webhook(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await getWebhook(ctx, req.actor, id));
  });
  router.put(paths.webhook(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await updateWebhook(ctx, req.actor, id, parseBody(CreateWebhook, req.body)));
  });
  router.delete(paths.webhook(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await deleteWebhook(ctx, req.actor, id));
  });
  return router;
}
