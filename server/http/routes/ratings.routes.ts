import { Router } from 'express';
import { z } from 'zod';

import { paths } from '../../contract/paths';
import { UserRatingUpdate } from '../../contract/ratings';
import type { ServiceContext } from '../../services/context';
import {
  getSelfRating,
  listSelfRatings,
  listUserRatings,
  setRating,
} from '../../services/recipes/ratings.service';
import { parseBody, parsePath } from '../validate';

const UserParams = z.object({ id: z.uuid() });
const UserRecipeParams = UserParams.extend({ slug: z.string().min(1).max(300) });
const RecipeIdParams = z.object({ recipeId: z.uuid() });

/** People's ratings and favourites (`users_to_recipes`). */
export function ratingsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.usersSelfRatings, async (req, res) => {
    res.json(await listSelfRatings(ctx, req.actor, false));
  });
  router.get(paths.usersSelfFavorites, async (req, res) => {
    res.json(await listSelfRatings(ctx, req.actor, true));
  });
  router.get(paths.usersSelfRating(':recipeId'), async (req, res) => {
    const { recipeId } = parsePath(RecipeIdParams, req.params);
    res.json(await getSelfRating(ctx, req.actor, recipeId));
  });
  router.get(paths.userRatings(':id'), async (req, res) => {
    const { id } = parsePath(UserParams, req.params);
    res.json(await listUserRatings(ctx, req.actor, id, false));
  });
  router.get(paths.userFavorites(':id'), async (req, res) => {
    const { id } = parsePath(UserParams, req.params);
    res.json(await listUserRatings(ctx, req.actor, id, true));
  });
  router.post(paths.userRating(':id', ':slug'), async (req, res) => {
    const { id, slug } = parsePath(UserRecipeParams, req.params);
    res.json(await setRating(ctx, req.actor, id, slug, parseBody(UserRatingUpdate, req.body)));
  });
  router.post(paths.userFavorite(':id', ':slug'), async (req, res) => {
    const { id, slug } = parsePath(UserRecipeParams, req.params);
    res.json(await setRating(ctx, req.actor, id, slug, { isFavorite: true }));
  });
  router.delete(paths.userFavorite(':id', ':slug'), async (req, res) => {
    const { id, slug } = parsePath(UserRecipeParams, req.params);
    res.json(await setRating(ctx, req.actor, id, slug, { isFavorite: false }));
  });
  return router;
}
