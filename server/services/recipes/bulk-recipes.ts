import type { Db } from '../../db/database';
import { findRecipeRow } from '../../db/repos/recipes.repo';
import type { RecipeRow } from '../../db/schema';

/** The group's recipes among `slugs` (slugs or ids, each once, in order), and the ones not found. */
export async function findGroupRecipes(
  db: Db,
  groupId: string,
  slugs: string[],
): Promise<{ found: RecipeRow[]; missing: string[] }> {
  const found = new Map<string, RecipeRow>();
  const missing: string[] = [];
  for (const slug of new Set(slugs)) {
    const row = await findRecipeRow(db, groupId, slug);
    if (row) found.set(row.id, row);
    else missing.push(slug);
  }
  return { found: [...found.values()], missing };
}
