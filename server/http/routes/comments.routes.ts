import { Router } from 'express';
import { z } from 'zod';

import {
  RecipeCommentCreate,
  RecipeCommentText,
  RecipeCommentUpdate,
} from '../../contract/comments';
import { PaginationQuery } from '../../contract/common';
import { paths } from '../../contract/paths';
import {
  createComment,
  getComment,
  listComments,
  listRecipeComments,
  removeComment,
  updateComment,
} from '../../services/recipes/comments.service';
import type { ServiceContext } from '../../services/context';
import { parseBody, parsePath, parseQuery } from '../validate';
import { requestLocale } from '../request-locale';

import { SlugParams } from './recipes.routes';

const IdParams = z.object({ id: z.uuid() });
const RecipeCommentParams = SlugParams.extend({ id: z.uuid() });

/** `/api/comments` (Mealie's) and `/api/recipes/{slug}/comments` (the recipe page's). */
export function commentsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.comments, async (req, res) => {
    res.json(await listComments(ctx, req.actor, parseQuery(PaginationQuery, req.query), req.path));
  });
  router.post(paths.comments, async (req, res) => {
    const { recipeId, text } = parseBody(RecipeCommentCreate, req.body);
    res.status(201).json(await createComment(ctx, req.actor, recipeId, text));
  });
  router.get(paths.comment(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await getComment(ctx, req.actor, id));
  });
  router.put(paths.comment(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    const input = parseBody(RecipeCommentUpdate, req.body);
    res.json(await updateComment(ctx, req.actor, id, input));
  });
  router.delete(paths.comment(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await removeComment(ctx, req.actor, id, requestLocale(req)));
  });

  router.get(paths.recipeComments(':slug'), async (req, res) => {
    const { slug } = parsePath(SlugParams, req.params);
    res.json(await listRecipeComments(ctx, req.actor, slug));
  });
  router.post(paths.recipeComments(':slug'), async (req, res) => {
    const { slug } = parsePath(SlugParams, req.params);
    const { text } = parseBody(RecipeCommentText, req.body);
    res.status(201).json(await createComment(ctx, req.actor, slug, text));
  });
  router.put(paths.recipeComment(':slug', ':id'), async (req, res) => {
    const { slug, id } = parsePath(RecipeCommentParams, req.params);
    const input = parseBody(RecipeCommentUpdate, req.body);
    res.json(await updateComment(ctx, req.actor, id, input, slug));
  });
  router.delete(paths.recipeComment(':slug', ':id'), async (req, res) => {
    const { slug, id } = parsePath(RecipeCommentParams, req.params);
    res.json(await removeComment(ctx, req.actor, id, requestLocale(req), slug));
  });
  return router;
}
