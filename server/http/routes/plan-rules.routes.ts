import { Router } from 'express';
import { z } from 'zod';

import { PaginationQuery } from '../../contract/common';
import { PlanRulesCreate } from '../../contract/mealplans';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import {
  createPlanRule,
  deletePlanRule,
  getPlanRule,
  listPlanRules,
  updatePlanRule,
} from '../../services/meal-plans/plan-rules.service';
import { parseBody, parsePath, parseQuery } from '../validate';

const IdParams = z.object({ id: z.uuid() });

/** `/api/groups/mealplans/rules`: registered before the plan entries' `/{id}`. */
export function planRulesRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.mealplanRules, async (req, res) => {
    res.json(await listPlanRules(ctx, req.actor, parseQuery(PaginationQuery, req.query), req.path));
  });
  router.post(paths.mealplanRules, async (req, res) => {
    res
      .status(201)
      .json(await createPlanRule(ctx, req.actor, parseBody(PlanRulesCreate, req.body)));
  });
  router.get(paths.mealplanRule(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await getPlanRule(ctx, req.actor, id));
  });
  router.put(paths.mealplanRule(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await updatePlanRule(ctx, req.actor, id, parseBody(PlanRulesCreate, req.body)));
  });
  router.delete(paths.mealplanRule(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await deletePlanRule(ctx, req.actor, id));
  });
  return router;
}
