import { Router } from 'express';
import { z } from 'zod';

import { paths } from '../../contract/paths';
import {
  RecipeShareTokenCreate,
  RecipeShareTokenListQuery,
  ShareTokenParams,
} from '../../contract/sharing';
import type { ServiceContext } from '../../services/context';
import {
  createRecipeShare,
  deleteRecipeShare,
  getRecipeShare,
  listRecipeShares,
  readSharedRecipe,
} from '../../services/recipes/share-tokens.service';
import { parseBody, parsePath, parseQuery } from '../validate';

const PublicTokenParams = z.object({ token: z.uuid() });

/** Share links: managed by members under /api/shared, read by anyone under /api/recipes/shared. */
export function sharedRecipesRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.sharedRecipes, async (req, res) => {
    const { recipe_id } = parseQuery(RecipeShareTokenListQuery, req.query);
    res.json(await listRecipeShares(ctx, req.actor, recipe_id));
  });
  router.post(paths.sharedRecipes, async (req, res) => {
    const input = parseBody(RecipeShareTokenCreate, req.body);
    res.status(201).json(await createRecipeShare(ctx, req.actor, input));
  });
  router.get(paths.sharedRecipe(':id'), async (req, res) => {
    const { id } = parsePath(ShareTokenParams, req.params);
    res.json(await getRecipeShare(ctx, req.actor, id));
  });
  router.delete(paths.sharedRecipe(':id'), async (req, res) => {
    const { id } = parsePath(ShareTokenParams, req.params);
    res.json(await deleteRecipeShare(ctx, req.actor, id));
  });
  router.get(paths.recipeByShareToken(':token'), async (req, res) => {
    const { token } = parsePath(PublicTokenParams, req.params);
    res.json(await readSharedRecipe(ctx, token));
  });
  return router;
}
