import { Router } from 'express';
import { z } from 'zod';

import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import {
  validateGroupName,
  validateRecipeName,
  validateUserEmail,
  validateUserName,
} from '../../services/site/validators.service';
import { parseQuery } from '../validate';

const NameQuery = z.object({ name: z.string().trim().min(1).max(200) });
const EmailQuery = z.object({ email: z.string().trim().min(1).max(254) });
const RecipeQuery = NameQuery.extend({ group_id: z.uuid().optional() });

export function validatorsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.validateGroupName, async (req, res) => {
    res.json(await validateGroupName(ctx, parseQuery(NameQuery, req.query).name));
  });
  router.get(paths.validateUserName, async (req, res) => {
    res.json(await validateUserName(ctx, parseQuery(NameQuery, req.query).name));
  });
  router.get(paths.validateUserEmail, async (req, res) => {
    res.json(await validateUserEmail(ctx, parseQuery(EmailQuery, req.query).email));
  });
  router.get(paths.validateRecipeName, async (req, res) => {
    const query = parseQuery(RecipeQuery, req.query);
    res.json(await validateRecipeName(ctx, req.actor, query.group_id, query.name));
  });
  return router;
}
