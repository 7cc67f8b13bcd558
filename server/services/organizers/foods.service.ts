import { randomUUID } from 'node:crypto';

import type { Paginated } from '../../contract/common';
import type { FoodIn, FoodOut, ReferenceListQuery } from '../../contract/organizers';
import type { Db } from '../../db/database';
import { deleteFoodRow, findFoodNamed, updateFoodRow } from '../../db/repos/food-unit-edits.repo';
import {
  countFoods,
  foodFilterTargets,
  foodSortColumns,
  listFoodsPage,
} from '../../db/repos/food-unit-lists.repo';
import { findFoodById, insertFood, replaceFoodAliases } from '../../db/repos/foods-units.repo';
import { listRecipeIdsUsing } from '../../db/repos/ingredient-references.repo';
import { findLabel } from '../../db/repos/labels.repo';
import type { FoodRow } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';

import type { Actor, ServiceContext } from '../context';
import { loadFoodsAndUnits } from './foods-units-loader';
import { requireUser } from '../guards';
import { requireGroupPermission } from '../group-permissions';
import { paginate } from '../pagination';
import { carriedParams, readCriteria, readOrder } from './reference-lists';
import { reindexRecipes } from '../recipes/search-reindex';

/** Foods as `IngredientFood`, in the order of `ids`. */
export async function loadFoodsOut(db: Db, ids: string[]): Promise<FoodOut[]> {
  const { foods } = await loadFoodsAndUnits(db, ids, []);
  return ids.flatMap((id) => foods.get(id) ?? []);
}

async function foodOf(db: Db, groupId: string, id: string): Promise<FoodRow> {
  const food = await findFoodById(db, groupId, id);
  if (!food) throw new NotFoundError();
  return food;
}

/** The columns a create or update writes, after checking the name and label in the group. */
async function checkedColumns(db: Db, groupId: string, input: FoodIn, selfId: string | null) {
  const clash = await findFoodNamed(db, groupId, input.name);
  if (clash && clash.id !== selfId) throw new ConflictError('Food already exists');
  if (input.labelId && !(await findLabel(db, groupId, input.labelId))) {
    throw new InvalidError(`Unknown label: ${input.labelId}`);
  }
  return {
    name: input.name,
    pluralName: input.pluralName || null,
    description: input.description,
    extras: JSON.stringify(input.extras ?? {}),
    onHand: input.onHand ? 1 : 0,
    labelId: input.labelId ?? null,
  };
}

const aliasNames = (input: FoodIn) => [...new Set(input.aliases.map((alias) => alias.name))];

export function listFoods(
  ctx: ServiceContext,
  actor: Actor,
  query: ReferenceListQuery,
  listPath: string,
): Promise<Paginated<FoodOut>> {
  const user = requireUser(actor);
  const criteria = readCriteria(user.groupId, query, foodFilterTargets);
  return paginate(
    listPath,
    query,
    readOrder(query, foodSortColumns, 'f.createdAt'),
    () => countFoods(ctx.db, criteria),
    async (window) =>
      loadFoodsOut(
        ctx.db,
        (await listFoodsPage(ctx.db, criteria, window)).map((food) => food.id),
      ),
    carriedParams(query),
  );
}

/** Creates a food; a client-sent `id` is ignored (ids are the server's, unique across groups). */
export function createFood(ctx: ServiceContext, actor: Actor, input: FoodIn): Promise<FoodOut> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const id = randomUUID();
    const columns = await checkedColumns(trx, user.groupId, input, null);
    await insertFood(
      trx,
      { id, groupId: user.groupId, ...columns, createdAt: now, updateAt: now },
      aliasNames(input),
    );
    return (await loadFoodsOut(trx, [id]))[0] as FoodOut;
  });
}

export async function getFood(ctx: ServiceContext, actor: Actor, id: string): Promise<FoodOut> {
  const user = requireUser(actor);
  await foodOf(ctx.db, user.groupId, id);
  return (await loadFoodsOut(ctx.db, [id]))[0] as FoodOut;
}

/** Replaces the food's fields and aliases; recipes showing its name are re-indexed. */
export function updateFood(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: FoodIn,
): Promise<FoodOut> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    const food = await foodOf(trx, user.groupId, id);
    const columns = await checkedColumns(trx, user.groupId, input, id);
    await updateFoodRow(trx, id, { ...columns, updateAt: nowIso() });
    await replaceFoodAliases(trx, id, aliasNames(input));
    if (food.name !== columns.name) {
      await reindexRecipes(trx, await listRecipeIdsUsing(trx, 'foods', id));
    }
    return (await loadFoodsOut(trx, [id]))[0] as FoodOut;
  });
}

/**
 * Deletes the food. Ingredient lines using it stay, with their quantity, unit and note, and
 * no food (Mealie does the same); their recipes are re-indexed.
 */
export function deleteFood(ctx: ServiceContext, actor: Actor, id: string): Promise<FoodOut> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    await foodOf(trx, user.groupId, id);
    const deleted = (await loadFoodsOut(trx, [id]))[0] as FoodOut;
    const recipeIds = await listRecipeIdsUsing(trx, 'foods', id);
    await deleteFoodRow(trx, id);
    await reindexRecipes(trx, recipeIds);
    return deleted;
  });
}
