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
import {
  mergeFoods,
  mergeUnits,
  referenceUsage,
} from '../../services/organizers/food-unit-merge.service';
import {
  createReference,
  deleteReference,
  getReference,
  listReferences,
  updateReference,
} from '../../services/organizers/foods-units.service';
import { sendModel } from '../last-modified';
import { parseBody, parsePath, parseQuery } from '../validate';
import { requestLocale } from '../request-locale';

const IdParams = z.object({ id: z.uuid() });

const kinds = [
  {
    kind: 'foods',
    input: FoodIn,
    list: paths.foods,
    one: paths.food(':id'),
    usage: paths.foodUsage(':id'),
  },
  {
    kind: 'units',
    input: UnitIn,
    list: paths.units,
    one: paths.unit(':id'),
    usage: paths.unitUsage(':id'),
  },
] as const;

/** `/api/foods` and `/api/units`; each `/merge` is registered before its `/{id}`. */
export function foodsUnitsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.put(paths.foodsMerge, async (req, res) => {
    res.json(await mergeFoods(ctx, req.actor, parseBody(MergeFood, req.body), requestLocale(req)));
  });
  router.put(paths.unitsMerge, async (req, res) => {
    res.json(await mergeUnits(ctx, req.actor, parseBody(MergeUnit, req.body), requestLocale(req)));
  });
  for (const { kind, input, list, one, usage } of kinds) {
    router.get(list, async (req, res) => {
      const query = parseQuery(ReferenceListQuery, req.query);
      res.json(await listReferences(ctx, req.actor, kind, query, req.path));
    });
    router.post(list, async (req, res) => {
      sendModel(res, await createReference(ctx, req.actor, kind, parseBody(input, req.body)), 201);
    });
    router.get(one, async (req, res) => {
      const { id } = parsePath(IdParams, req.params);
      sendModel(res, await getReference(ctx, req.actor, kind, id));
    });
    router.put(one, async (req, res) => {
      const { id } = parsePath(IdParams, req.params);
      sendModel(res, await updateReference(ctx, req.actor, kind, id, parseBody(input, req.body)));
    });
    router.delete(one, async (req, res) => {
      const { id } = parsePath(IdParams, req.params);
      sendModel(res, await deleteReference(ctx, req.actor, kind, id));
    });
    router.get(usage, async (req, res) => {
      const { id } = parsePath(IdParams, req.params);
      res.json(await referenceUsage(ctx, req.actor, kind, id));
    });
  }
  return router;
}
