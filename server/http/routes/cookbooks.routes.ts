import { Router } from 'express';
import { z } from 'zod';

import { CreateCookBook, UpdateCookBooks } from '../../contract/cookbooks';
import { ReferenceListQuery } from '../../contract/organizers';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import {
  createCookbook,
  deleteCookbook,
  getCookbook,
  listCookbooks,
  updateCookbook,
  updateCookbooks,
} from '../../services/cookbooks/cookbooks.service';
import { parseBody, parsePath, parseQuery } from '../validate';

const IdOrSlugParams = z.object({ id: z.string().min(1).max(250) });

/** `/api/groups/cookbooks`: the group's cookbooks; `PUT` on the collection reorders. */
export function cookbooksRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.cookbooks, async (req, res) => {
    res.json(
      await listCookbooks(ctx, req.actor, parseQuery(ReferenceListQuery, req.query), req.path),
    );
  });
  router.post(paths.cookbooks, async (req, res) => {
    res.status(201).json(await createCookbook(ctx, req.actor, parseBody(CreateCookBook, req.body)));
  });
  router.put(paths.cookbooks, async (req, res) => {
    res.json(await updateCookbooks(ctx, req.actor, parseBody(UpdateCookBooks, req.body)));
  });
  router.get(paths.cookbook(':id'), async (req, res) => {
    const { id } = parsePath(IdOrSlugParams, req.params);
    res.json(await getCookbook(ctx, req.actor, id));
  });
  router.put(paths.cookbook(':id'), async (req, res) => {
    const { id } = parsePath(IdOrSlugParams, req.params);
    res.json(await updateCookbook(ctx, req.actor, id, parseBody(CreateCookBook, req.body)));
  });
  router.delete(paths.cookbook(':id'), async (req, res) => {
    const { id } = parsePath(IdOrSlugParams, req.params);
    res.json(await deleteCookbook(ctx, req.actor, id));
  });
  return router;
}
