import { Router } from 'express';

import { IngredientRequest, IngredientsRequest } from '../../contract/parser';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import { debugOpenAi, parseIngredients } from '../../services/import/parser.service';
import { parseBody } from '../validate';

export function parserRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.post(paths.parserIngredient, async (req, res) => {
    const { parser, ingredient } = parseBody(IngredientRequest, req.body);
    const [parsed] = await parseIngredients(ctx, req.actor, parser, [ingredient]);
    res.json(parsed);
  });
  router.post(paths.parserIngredients, async (req, res) => {
    const { parser, ingredients } = parseBody(IngredientsRequest, req.body);
    res.json(await parseIngredients(ctx, req.actor, parser, ingredients));
  });
  router.post(paths.adminDebugOpenAi, (req, res) => {
    res.json(debugOpenAi(req.actor));
  });
  return router;
}
