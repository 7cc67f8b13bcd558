import type { Db } from '../../db/database';
import { indexRecipe } from '../../db/repos/recipe-index.repo';

/**
 * Rewrites the search index of recipes whose indexed text changed through something they refer
 * to (a renamed tag, a merged food). Run inside the transaction that made the change.
 */
export async function reindexRecipes(db: Db, recipeIds: Iterable<string>): Promise<void> {
  for (const id of new Set(recipeIds)) await indexRecipe(db, id);
}
