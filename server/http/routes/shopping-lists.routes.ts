import { Router } from 'express';
import { z } from 'zod';

import { paths } from '../../contract/paths';
import {
  AddRecipeParams,
  LabelSettingsUpdate,
  RemoveRecipeParams,
  ShoppingListCreate,
  ShoppingListQuery,
  ShoppingListUpdate,
} from '../../contract/shopping';
import type { ServiceContext } from '../../services/context';
import {
  assertListReadable,
  createShoppingList,
  deleteShoppingList,
  getShoppingList,
  listShoppingLists,
  updateLabelSettings,
  updateShoppingList,
} from '../../services/shopping/shopping-lists.service';
import {
  addRecipeToList,
  removeRecipeFromList,
} from '../../services/shopping/shopping-recipes.service';
import { streamListEvents } from '../event-stream';
import { parseBody, parsePath, parseQuery } from '../validate';

const IdParams = z.object({ id: z.uuid() });
const RecipeParams = z.object({ id: z.uuid(), recipeId: z.uuid() });

/**
 * `/api/groups/shopping/lists` as Mealie has it, plus one Larder addition:
 * `GET /api/groups/shopping/lists/{id}/events`, a `text/event-stream` of the list's changes
 * (`data: {type: 'items-changed' | 'list-changed' | 'list-deleted' | 'resync', listId, at}`,
 * each with a monotonic `id:`, a keep-alive comment every 15 s, and a `resync` first when the
 * client reconnects with `Last-Event-ID`). Clients re-fetch the list on any event.
 */
export function shoppingListsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.shoppingLists, async (req, res) => {
    res.json(
      await listShoppingLists(ctx, req.actor, parseQuery(ShoppingListQuery, req.query), req.path),
    );
  });
  router.post(paths.shoppingLists, async (req, res) => {
    const input = parseBody(ShoppingListCreate, req.body);
    res.status(201).json(await createShoppingList(ctx, req.actor, input));
  });
  router.get(paths.shoppingList(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await getShoppingList(ctx, req.actor, id));
  });
  router.put(paths.shoppingList(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await updateShoppingList(ctx, req.actor, id, parseBody(ShoppingListUpdate, req.body)));
  });
  router.delete(paths.shoppingList(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await deleteShoppingList(ctx, req.actor, id));
  });
  router.put(paths.shoppingListLabelSettings(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    const input = parseBody(LabelSettingsUpdate, req.body ?? []);
    res.json(await updateLabelSettings(ctx, req.actor, id, input));
  });
  router.post(paths.shoppingListRecipe(':id', ':recipeId'), async (req, res) => {
    const { id, recipeId } = parsePath(RecipeParams, req.params);
    const input = parseBody(AddRecipeParams, req.body);
    res.json(await addRecipeToList(ctx, req.actor, id, recipeId, input));
  });
  router.post(paths.shoppingListRecipeDelete(':id', ':recipeId'), async (req, res) => {
    const { id, recipeId } = parsePath(RecipeParams, req.params);
    const input = parseBody(RemoveRecipeParams, req.body);
    res.json(await removeRecipeFromList(ctx, req.actor, id, recipeId, input));
  });
  router.get(paths.shoppingListEvents(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    await assertListReadable(ctx, req.actor, id);
    streamListEvents(ctx.events, req, res, id);
  });
  return router;
}
