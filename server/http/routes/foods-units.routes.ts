import { Router } from 'express';
import { z } from 'zod';

import {
  FoodIn,
  MergeFood,
  MergeUnit,
  ReferenceListQuery,
  UnitIn,
} from '../../contract/organizers';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import { mergeFoods, mergeUnits } from '../../services/organizers/food-unit-merge.service';
import {
  createFood,
  deleteFood,
  getFood,
  listFoods,
  updateFood,
} from '../../services/organizers/foods.service';
import {
  createUnit,
  deleteUnit,
  getUnit,
  listUnits,
  updateUnit,
} from '../../services/organizers/units.service';
import { sendModel } from '../last-modified';
import { parseBody, parsePath, parseQuery } from '../validate';

const IdParams = z.object({ id: z.uuid() });

/** `/api/foods` and `/api/units`; each `/merge` is registered before its `/{id}`. */
export function foodsUnitsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.put(paths.foodsMerge, async (req, res) => {
    res.json(await mergeFoods(ctx, req.actor, parseBody(MergeFood, req.body)));
  });
  router.get(paths.foods, async (req, res) => {
    res.json(await listFoods(ctx, req.actor, parseQuery(ReferenceListQuery, req.query), req.path));
  });
  router.post(paths.foods, async (req, res) => {
    sendModel(res, await createFood(ctx, req.actor, parseBody(FoodIn, req.body)), 201);
  });
  router.get(paths.food(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    sendModel(res, await getFood(ctx, req.actor, id));
  });
  router.put(paths.food(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    sendModel(res, await updateFood(ctx, req.actor, id, parseBody(FoodIn, req.body)));
  });
  router.delete(paths.food(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    sendModel(res, await deleteFood(ctx, req.actor, id));
  });

  router.put(paths.unitsMerge, async (req, res) => {
    res.json(await mergeUnits(ctx, req.actor, parseBody(MergeUnit, req.body)));
  });
  router.get(paths.units, async (req, res) => {
    res.json(await listUnits(ctx, req.actor, parseQuery(ReferenceListQuery, req.query), req.path));
  });
  router.post(paths.units, async (req, res) => {
    sendModel(res, await createUnit(ctx, req.actor, parseBody(UnitIn, req.body)), 201);
  });
  router.get(paths.unit(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    sendModel(res, await getUnit(ctx, req.actor, id));
  });
  router.put(paths.unit(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    sendModel(res, await updateUnit(ctx, req.actor, id, parseBody(UnitIn, req.body)));
  });
  router.delete(paths.unit(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    sendModel(res, await deleteUnit(ctx, req.actor, id));
  });
  return router;
}
