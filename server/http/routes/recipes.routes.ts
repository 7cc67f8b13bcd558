import { Router, type Response } from 'express';
import { z } from 'zod';

import { paths } from '../../contract/paths';
import {
  CreateRecipe,
  RecipeDuplicate,
  RecipeIn,
  RecipeLastMade,
  RecipesUpdate,
  type Recipe,
} from '../../contract/recipes';
import type { ServiceContext } from '../../services/context';
import {
  createRecipe,
  deleteRecipe,
  duplicateRecipe,
  getRecipe,
  setLastMade,
  updateRecipe,
  updateRecipes,
} from '../../services/recipes/recipes.service';
import { parseBody, parsePath } from '../validate';

export const SlugParams = z.object({ slug: z.string().min(1).max(300) });

/** The JSON text of recipes the service answers again unchanged (its read cache). */
const recipeJson = new WeakMap<Recipe, string>();

/** Mealie's CRUD routes mark recipes with Last-Modified and forbid caching. */
function sendRecipe(res: Response, recipe: Recipe, status = 200): void {
  let body = recipeJson.get(recipe);
  if (body === undefined) {
    body = JSON.stringify(recipe);
    recipeJson.set(recipe, body);
  }
  res.setHeader('Last-Modified', new Date(recipe.updateAt).toUTCString());
  res.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate');
  res.status(status).type('json').send(body);
}

export function recipesRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.post(paths.recipes, async (req, res) => {
    res.status(201).json(await createRecipe(ctx, req.actor, parseBody(CreateRecipe, req.body)));
  });
  router.put(paths.recipes, async (req, res) => {
    res.json(await updateRecipes(ctx, req.actor, parseBody(RecipesUpdate, req.body), 'replace'));
  });
  router.patch(paths.recipes, async (req, res) => {
    res.json(await updateRecipes(ctx, req.actor, parseBody(RecipesUpdate, req.body), 'merge'));
  });
  router.post(paths.recipesCreateFromJson, async (req, res) => {
    res.status(201).json(await createRecipe(ctx, req.actor, parseBody(RecipeIn, req.body)));
  });
  router.get(paths.recipe(':slug'), async (req, res) => {
    const { slug } = parsePath(SlugParams, req.params);
    sendRecipe(res, await getRecipe(ctx, req.actor, slug));
  });
  router.put(paths.recipe(':slug'), async (req, res) => {
    const { slug } = parsePath(SlugParams, req.params);
    sendRecipe(
      res,
      await updateRecipe(ctx, req.actor, slug, parseBody(RecipeIn, req.body), 'replace'),
    );
  });
  router.patch(paths.recipe(':slug'), async (req, res) => {
    const { slug } = parsePath(SlugParams, req.params);
    sendRecipe(
      res,
      await updateRecipe(ctx, req.actor, slug, parseBody(RecipeIn, req.body), 'merge'),
    );
  });
  router.delete(paths.recipe(':slug'), async (req, res) => {
    const { slug } = parsePath(SlugParams, req.params);
    sendRecipe(res, await deleteRecipe(ctx, req.actor, slug));
  });
  router.post(paths.recipeDuplicate(':slug'), async (req, res) => {
    const { slug } = parsePath(SlugParams, req.params);
    const { name } = parseBody(RecipeDuplicate, req.body);
    sendRecipe(res, (await duplicateRecipe(ctx, req.actor, slug, name)).copy, 201);
  });
  router.patch(paths.recipeLastMade(':slug'), async (req, res) => {
    const { slug } = parsePath(SlugParams, req.params);
    const { timestamp } = parseBody(RecipeLastMade, req.body);
    sendRecipe(res, await setLastMade(ctx, req.actor, slug, timestamp));
  });
  return router;
}
