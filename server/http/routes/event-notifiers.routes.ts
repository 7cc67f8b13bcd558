import { Router } from 'express';
import { z } from 'zod';

import { PaginationQuery } from '../../contract/common';
import { GroupEventNotifierCreate, GroupEventNotifierUpdate } from '../../contract/event-notifiers';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import {
  createNotifier,
  deleteNotifier,
  getNotifier,
  listNotifiers,
  testNotifier,
  updateNotifier,
} from '../../services/notifications/notifiers.service';
import { requestLocale } from '../request-locale';
import { parseBody, parsePath, parseQuery } from '../validate';

const IdParams = z.object({ id: z.uuid() });

export function eventNotifiersRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.eventNotifiers, async (req, res) => {
    res.json(await listNotifiers(ctx, req.actor, parseQuery(PaginationQuery, req.query), req.path));
  });
  router.post(paths.eventNotifiers, async (req, res) => {
    const input = parseBody(GroupEventNotifierCreate, req.body);
    res.status(201).json(await createNotifier(ctx, req.actor, input));
  });
  router.get(paths.eventNotifier(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await getNotifier(ctx, req.actor, id));
  });
  router.put(paths.eventNotifier(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    const input = parseBody(GroupEventNotifierUpdate, req.body);
    res.json(await updateNotifier(ctx, req.actor, id, input));
  });
  router.delete(paths.eventNotifier(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    await deleteNotifier(ctx, req.actor, id);
    res.status(204).end();
  });
  router.post(paths.eventNotifierTest(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    await testNotifier(ctx, req.actor, id, requestLocale(req));
    res.status(204).end();
  });
  return router;
}
