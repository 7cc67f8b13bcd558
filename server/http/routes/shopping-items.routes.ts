import { Router } from 'express';
import { z } from 'zod';

import { PaginationQuery } from '../../contract/common';
import { paths } from '../../contract/paths';
import {
  ShoppingItemIds,
  ShoppingListItemCreate,
  ShoppingListItemCreateBulk,
  ShoppingListItemUpdate,
  ShoppingListItemUpdateBulk,
} from '../../contract/shopping';
import type { ServiceContext } from '../../services/context';
import {
  createShoppingItems,
  deleteShoppingItems,
  getShoppingItem,
  listShoppingItems,
  updateShoppingItem,
  updateShoppingItems,
} from '../../services/shopping/shopping-items.service';
import { parseBody, parsePath, parseQuery } from '../validate';
import { requestLocale } from '../request-locale';

const IdParams = z.object({ id: z.uuid() });

/**
 * `/api/groups/shopping/items`: every write answers `{createdItems, updatedItems,
 * deletedItems}` because equal lines merge; deletes answer a `SuccessResponse`.
 */
export function shoppingItemsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.shoppingItems, async (req, res) => {
    res.json(
      await listShoppingItems(ctx, req.actor, parseQuery(PaginationQuery, req.query), req.path),
    );
  });
  router.post(paths.shoppingItems, async (req, res) => {
    const input = parseBody(ShoppingListItemCreate, req.body);
    res.status(201).json(await createShoppingItems(ctx, req.actor, [input]));
  });
  router.post(paths.shoppingItemsCreateBulk, async (req, res) => {
    const inputs = parseBody(ShoppingListItemCreateBulk, req.body);
    res.status(201).json(await createShoppingItems(ctx, req.actor, inputs));
  });
  router.put(paths.shoppingItems, async (req, res) => {
    const inputs = parseBody(ShoppingListItemUpdateBulk, req.body);
    res.json(await updateShoppingItems(ctx, req.actor, inputs));
  });
  router.delete(paths.shoppingItems, async (req, res) => {
    const { ids } = parseQuery(ShoppingItemIds, req.query);
    res.json(await deleteShoppingItems(ctx, req.actor, ids, requestLocale(req)));
  });
  router.get(paths.shoppingItem(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await getShoppingItem(ctx, req.actor, id));
  });
  router.put(paths.shoppingItem(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    const input = parseBody(ShoppingListItemUpdate, req.body);
    res.json(await updateShoppingItem(ctx, req.actor, id, input));
  });
  router.delete(paths.shoppingItem(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await deleteShoppingItems(ctx, req.actor, [id], requestLocale(req)));
  });
  return router;
}
