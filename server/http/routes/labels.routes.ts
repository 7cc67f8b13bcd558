import { Router } from 'express';
import { z } from 'zod';

import { LabelIn, LabelUpdate, ReferenceListQuery } from '../../contract/organizers';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import {
  createLabel,
  deleteLabel,
  getLabel,
  listLabels,
  updateLabel,
} from '../../services/organizers/labels.service';
import { parseBody, parsePath, parseQuery } from '../validate';

const IdParams = z.object({ id: z.uuid() });

/** `/api/groups/labels`: a create answers 200, not 201 (Mealie). */
export function labelsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.labels, async (req, res) => {
    res.json(await listLabels(ctx, req.actor, parseQuery(ReferenceListQuery, req.query), req.path));
  });
  router.post(paths.labels, async (req, res) => {
    res.json(await createLabel(ctx, req.actor, parseBody(LabelIn, req.body)));
  });
  router.get(paths.label(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await getLabel(ctx, req.actor, id));
  });
  router.put(paths.label(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await updateLabel(ctx, req.actor, id, parseBody(LabelUpdate, req.body)));
  });
  router.delete(paths.label(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await deleteLabel(ctx, req.actor, id));
  });
  return router;
}
