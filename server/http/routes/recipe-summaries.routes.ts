import { Router } from 'express';
import { z } from 'zod';

import { QueryBool } from '../../contract/common';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import { listRecipesLacking } from '../../services/recipes/recipe-gaps.service';
import { parseQuery } from '../validate';

const CountQuery = z.object({ count: QueryBool.default(false) });

export function recipeSummariesRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.recipesUntagged, async (req, res) => {
    const { count } = parseQuery(CountQuery, req.query);
    res.json(await listRecipesLacking(ctx, req.actor, 'tags', count));
  });
  router.get(paths.recipesUncategorized, async (req, res) => {
    const { count } = parseQuery(CountQuery, req.query);
    res.json(await listRecipesLacking(ctx, req.actor, 'categories', count));
  });
  return router;
}
