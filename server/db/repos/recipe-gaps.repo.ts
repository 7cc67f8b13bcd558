import { sql, type SqlBool } from 'kysely';

import type { Db } from '../database';
import type { RecipeRow } from '../schema';

import { organizerLinks } from './organizers.repo';

/** What a recipe may lack: `untagged` and `uncategorized` in Mealie's words. */
export type GapKind = 'tags' | 'categories';

function lacking(kind: GapKind) {
  const link = organizerLinks[kind];
  return sql<SqlBool>`NOT EXISTS (SELECT 1 FROM ${sql.table(link.table)} l WHERE l.recipe_id = recipes.id)`;
}

/** The group's recipes without any tag (or category), newest first. */
export function listRecipesWithout(db: Db, groupId: string, kind: GapKind): Promise<RecipeRow[]> {
  return db
    .selectFrom('recipes')
    .selectAll()
    .where('groupId', '=', groupId)
    .where(lacking(kind))
    .orderBy('createdAt', 'desc')
    .execute();
}

/** How many recipes lack any tag (or category): in one group, or in all when none is given. */
export async function countRecipesWithout(
  db: Db,
  kind: GapKind,
  groupId?: string,
): Promise<number> {
  let query = db
    .selectFrom('recipes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(lacking(kind));
  if (groupId) query = query.where('groupId', '=', groupId);
  return (await query.executeTakeFirstOrThrow()).n;
}
