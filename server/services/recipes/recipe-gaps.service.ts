import type { RecipeSummary } from '../../contract/recipes';
import {
  countRecipesWithout,
  listRecipesWithout,
  type GapKind,
} from '../../db/repos/recipe-gaps.repo';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { toRecipeSummaries } from './recipe-views';

/**
 * `GET /api/recipes/summary/untagged|uncategorized`: the group's recipes without any tag or
 * category. With `count` Mealie's code means to return only the number (its response model
 * then fails with a 500); Larder returns that number.
 */
export async function listRecipesLacking(
  ctx: ServiceContext,
  actor: Actor,
  kind: GapKind,
  count: boolean,
): Promise<RecipeSummary[] | number> {
  const user = requireUser(actor);
  if (count) return countRecipesWithout(ctx.db, kind, user.groupId);
  return toRecipeSummaries(ctx.db, await listRecipesWithout(ctx.db, user.groupId, kind));
}
