import { Router } from 'express';

import {
  CreatePlanEntry,
  CreateRandomEntry,
  MealPlanListQuery,
  PlanEntryIdParams,
  UpdatePlanEntry,
} from '../../contract/mealplans';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import { createRandomMealPlan } from '../../services/meal-plans/meal-plan-random.service';
import {
  createMealPlan,
  deleteMealPlan,
  getMealPlan,
  listMealPlans,
  listTodaysMealPlans,
  updateMealPlan,
} from '../../services/meal-plans/meal-plans.service';
import { parseBody, parsePath, parseQuery } from '../validate';

/** `/api/groups/mealplans`: the group's plan; `/today` and `/random` before `/{id}`. */
export function mealPlansRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.mealplans, async (req, res) => {
    res.json(
      await listMealPlans(ctx, req.actor, parseQuery(MealPlanListQuery, req.query), req.path),
    );
  });
  router.post(paths.mealplans, async (req, res) => {
    res
      .status(201)
      .json(await createMealPlan(ctx, req.actor, parseBody(CreatePlanEntry, req.body)));
  });
  router.get(paths.mealplansToday, async (req, res) => {
    res.json(await listTodaysMealPlans(ctx, req.actor));
  });
  router.post(paths.mealplansRandom, async (req, res) => {
    res.json(await createRandomMealPlan(ctx, req.actor, parseBody(CreateRandomEntry, req.body)));
  });
  router.get(paths.mealplan(':id'), async (req, res) => {
    const { id } = parsePath(PlanEntryIdParams, req.params);
    res.json(await getMealPlan(ctx, req.actor, id));
  });
  router.put(paths.mealplan(':id'), async (req, res) => {
    const { id } = parsePath(PlanEntryIdParams, req.params);
    res.json(await updateMealPlan(ctx, req.actor, id, parseBody(UpdatePlanEntry, req.body)));
  });
  router.delete(paths.mealplan(':id'), async (req, res) => {
    const { id } = parsePath(PlanEntryIdParams, req.params);
    res.json(await deleteMealPlan(ctx, req.actor, id));
  });
  return router;
}
