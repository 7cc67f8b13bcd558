import { randomUUID } from 'node:crypto';

import type { AddRecipeParams, RemoveRecipeParams, ShoppingListOut } from '../../contract/shopping';
import type { Db } from '../../db/database';
import { findFoodById, findUnitById } from '../../db/repos/foods-units.repo';
import {
  listItemRefsOf,
  listItemsOf,
  replaceItemRefs,
  updateItemRow,
} from '../../db/repos/shopping-items.repo';
import {
  findListRecipeRef,
  saveListRecipeRef,
  updateShoppingListRow,
} from '../../db/repos/shopping-lists.repo';
import {
  collectContributions,
  removeRecipeShare,
  type RecipeLine,
} from '../../domain/shopping-merge';
import { nowIso } from '../../domain/time';

import type { Actor, ServiceContext } from '../context';
import { recipeOfActor } from '../recipes/recipe-access';
import { loadRecipe } from '../recipes/recipe-views';
import { blankItem, refRow } from './shopping-item-input';
import { addLine, newChanges, removeLines } from './shopping-item-writes';
import { listOfGroup, readListOut } from './shopping-lists.service';

type ChosenLine = NonNullable<AddRecipeParams['recipeIngredients']>[number];

/** A chosen line as the client sent it; ids of other groups' foods and units are dropped. */
async function lineOf(db: Db, groupId: string, line: ChosenLine): Promise<RecipeLine> {
  const foodId = 'food' in line ? (line.food?.id ?? null) : null;
  const unitId = 'unit' in line ? (line.unit?.id ?? null) : null;
  return {
    foodId: foodId && (await findFoodById(db, groupId, foodId)) ? foodId : null,
    unitId: unitId && (await findUnitById(db, groupId, unitId)) ? unitId : null,
    note: line.note ?? '',
    quantity: line.quantity ?? null,
  };
}

async function adjustListRef(db: Db, listId: string, recipeId: string, delta: number) {
  const ref = await findListRecipeRef(db, listId, recipeId);
  await saveListRecipeRef(db, {
    id: ref?.id ?? randomUUID(),
    shoppingListId: listId,
    recipeId,
    recipeQuantity: Math.max(0, (ref?.recipeQuantity ?? 0) + delta),
  });
  await updateShoppingListRow(db, listId, { updateAt: nowIso() });
}

/**
 * Adds a recipe's lines (all, or the chosen ones) `recipeIncrementQuantity` times, merged into
 * the list's equal unchecked lines; each line keeps what the recipe added in its reference.
 */
export async function addRecipeToList(
  ctx: ServiceContext,
  actor: Actor,
  listId: string,
  recipeId: string,
  input: AddRecipeParams,
): Promise<ShoppingListOut> {
  const { user, recipe } = await recipeOfActor(ctx, actor, recipeId);
  const scale = input.recipeIncrementQuantity;
  const out = await ctx.db.transaction().execute(async (trx) => {
    const list = await listOfGroup(trx, user.groupId, listId);
    const lines: RecipeLine[] = input.recipeIngredients
      ? await Promise.all(input.recipeIngredients.map((l) => lineOf(trx, user.groupId, l)))
      : (await loadRecipe(trx, recipe)).recipeIngredient.map((i) => ({
          foodId: i.food?.id ?? null,
          unitId: i.unit?.id ?? null,
          note: i.note,
          quantity: i.quantity,
        }));
    const changes = newChanges();
    for (const part of collectContributions(lines, scale)) {
      const draft = blankItem(list.id, null);
      const food = part.foodId ? await findFoodById(trx, user.groupId, part.foodId) : null;
      draft.row = {
        ...draft.row,
        quantity: part.quantity,
        foodId: part.foodId,
        unitId: part.unitId,
        note: part.note,
        isFood: part.foodId ? 1 : 0,
        labelId: food?.labelId ?? null,
      };
      draft.refs = [refRow(draft.row.id, recipe.id, part.quantity, scale, null)];
      await addLine(trx, changes, draft, true);
    }
    await adjustListRef(trx, list.id, recipe.id, scale);
    return readListOut(trx, list);
  });
  ctx.events.publish(listId, 'items-changed');
  return out;
}

/**
 * Takes `recipeDecrementQuantity` times of the recipe back out of every line it added to; a
 * line left with nothing and no other recipe's share goes away.
 */
export async function removeRecipeFromList(
  ctx: ServiceContext,
  actor: Actor,
  listId: string,
  recipeId: string,
  input: RemoveRecipeParams,
): Promise<ShoppingListOut> {
  const { user, recipe } = await recipeOfActor(ctx, actor, recipeId);
  const decrement = input.recipeDecrementQuantity;
  const out = await ctx.db.transaction().execute(async (trx) => {
    const list = await listOfGroup(trx, user.groupId, listId);
    const items = await listItemsOf(trx, list.id);
    const refs = await listItemRefsOf(
      trx,
      items.map((i) => i.id),
    );
    const changes = newChanges();
    for (const item of items) {
      const mine = refs.find((r) => r.shoppingListItemId === item.id && r.recipeId === recipe.id);
      if (!mine) continue;
      const others = refs.filter((r) => r.shoppingListItemId === item.id && r !== mine);
      const left = removeRecipeShare(item.quantity, mine, decrement);
      if (!left.share && others.length === 0 && left.quantity <= 0) {
        await removeLines(trx, changes, [item]);
        continue;
      }
      await updateItemRow(trx, item.id, { quantity: left.quantity, updateAt: nowIso() });
      await replaceItemRefs(
        trx,
        item.id,
        left.share ? [...others, { ...mine, ...left.share }] : others,
      );
    }
    await adjustListRef(trx, list.id, recipe.id, -decrement);
    return readListOut(trx, list);
  });
  ctx.events.publish(listId, 'items-changed');
  return out;
}
