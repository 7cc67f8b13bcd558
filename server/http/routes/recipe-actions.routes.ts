import { Router } from 'express';
import { z } from 'zod';

import { PaginationQuery } from '../../contract/common';
import { paths } from '../../contract/paths';
import { CreateGroupRecipeAction } from '../../contract/recipe-actions';
import type { ServiceContext } from '../../services/context';
import {
  createRecipeAction,
  deleteRecipeAction,
  getRecipeAction,
  listRecipeActions,
  triggerRecipeAction,
  updateRecipeAction,
} from '../../services/notifications/recipe-actions.service';
import { parseBody, parsePath, parseQuery } from '../validate';

const IdParams = z.object({ id: z.uuid() });
const TriggerParams = z.object({ id: z.uuid(), slug: z.string().min(1).max(500) });

export function recipeActionsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.recipeActions, async (req, res) => {
    const query = parseQuery(PaginationQuery, req.query);
    res.json(await listRecipeActions(ctx, req.actor, query, req.path));
  });
  router.post(paths.recipeActions, async (req, res) => {
    const input = parseBody(CreateGroupRecipeAction, req.body);
    res.status(201).json(await createRecipeAction(ctx, req.actor, input));
  });
  router.get(paths.recipeAction(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await getRecipeAction(ctx, req.actor, id));
  });
  router.put(paths.recipeAction(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    const input = parseBody(CreateGroupRecipeAction, req.body);
    res.json(await updateRecipeAction(ctx, req.actor, id, input));
  });
  router.delete(paths.recipeAction(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await deleteRecipeAction(ctx, req.actor, id));
  });
  router.post(paths.recipeActionTrigger(':id', ':slug'), async (req, res) => {
    const { id, slug } = parsePath(TriggerParams, req.params);
    await triggerRecipeAction(ctx, req.actor, id, slug);
    res.status(202).json(null);
  });
  return router;
}
