import type { SuccessResponse } from '../../contract/common';
import type { MergeFood, MergeUnit, ReferenceUsage } from '../../contract/organizers';
import type { Db } from '../../db/database';
import { deleteReferenceRow } from '../../db/repos/food-unit-edits.repo';
import { findReferenceById } from '../../db/repos/foods-units.repo';
import {
  countReferences,
  listRecipeIdsUsing,
  repointReferences,
  type ReferenceKind,
} from '../../db/repos/ingredient-references.repo';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { translate } from '../../i18n/translate';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { requireGroupPermission } from '../group-permissions';
import { reindexRecipes } from '../recipes/search-reindex';

/**
 * Re-points every reference to `fromId` at `toId` and deletes `fromId`, in one transaction:
 * a failure leaves both as they were. Both must belong to the caller's group (404 otherwise).
 */
async function merge(
  ctx: ServiceContext,
  actor: Actor,
  kind: ReferenceKind,
  fromId: string,
  toId: string,
  locale: string,
): Promise<SuccessResponse> {
  const user = requireGroupPermission(actor, 'organize');
  if (fromId === toId)
    throw new InvalidError('errors.organizers.cannotMergeAIntoItself', {
      slice: kind.slice(0, -1),
    });
  await ctx.db.transaction().execute(async (trx: Db) => {
    const [from, to] = await Promise.all([
      findReferenceById(trx, kind, user.groupId, fromId),
      findReferenceById(trx, kind, user.groupId, toId),
    ]);
    if (!from || !to) throw new NotFoundError();
    // Only foods are part of recipes' search text; a unit merge changes no index.
    const recipeIds = kind === 'foods' ? await listRecipeIdsUsing(trx, kind, fromId) : [];
    await repointReferences(trx, kind, fromId, toId);
    await deleteReferenceRow(trx, kind, fromId);
    await reindexRecipes(trx, recipeIds);
  });
  return {
    message: translate(locale, 'success.organizers.merged', { from: fromId, to: toId }),
    error: false,
  };
}

export function mergeFoods(
  ctx: ServiceContext,
  actor: Actor,
  input: MergeFood,
  locale: string,
): Promise<SuccessResponse> {
  return merge(ctx, actor, 'foods', input.fromFood, input.toFood, locale);
}

export function mergeUnits(
  ctx: ServiceContext,
  actor: Actor,
  input: MergeUnit,
  locale: string,
): Promise<SuccessResponse> {
  return merge(ctx, actor, 'units', input.fromUnit, input.toUnit, locale);
}

/** What merging the food or unit away would move: the merge screen's preview. */
export async function referenceUsage(
  ctx: ServiceContext,
  actor: Actor,
  kind: ReferenceKind,
  id: string,
): Promise<ReferenceUsage> {
  const user = requireUser(actor);
  if (!(await findReferenceById(ctx.db, kind, user.groupId, id))) throw new NotFoundError();
  return countReferences(ctx.db, kind, id);
}
