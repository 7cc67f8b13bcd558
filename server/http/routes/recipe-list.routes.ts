import { Router } from 'express';

import { paths } from '../../contract/paths';
import { RecipeListQuery } from '../../contract/recipes';
import type { ServiceContext } from '../../services/context';
import { requireUser } from '../../services/guards';
import { listRecipes, listRecipesInCategories } from '../../services/recipes/recipe-search.service';
import { parseQuery } from '../validate';

/**
 * The group's recipe list and search. Registered before `recipesRoutes`, whose
 * `/api/recipes/{slug}` would otherwise take `/api/recipes/category`.
 */
export function recipeListRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.recipes, async (req, res) => {
    const user = requireUser(req.actor);
    const query = parseQuery(RecipeListQuery, req.query);
    res.json(await listRecipes(ctx, user.groupId, query, { publicOnly: false, path: req.path }));
  });
  router.get(paths.recipesByCategory, async (req, res) => {
    const user = requireUser(req.actor);
    const query = parseQuery(RecipeListQuery, req.query);
    res.json(await listRecipesInCategories(ctx, user.groupId, query));
  });
  return router;
}
