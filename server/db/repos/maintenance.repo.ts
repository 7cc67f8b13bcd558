import type { Db } from '../database';

/** Every recipe's id, across groups: what owns a folder under `recipes/`. */
export async function listAllRecipeIds(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('recipes').select('id').execute();
  return new Set(rows.map((row) => row.id));
}

/** Every timeline event's id: what owns a folder under `recipes/<id>/images/timeline/`. */
export async function listAllTimelineEventIds(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('recipeTimelineEvents').select('id').execute();
  return new Set(rows.map((row) => row.id));
}

type CountedTable =
  'users' | 'groups' | 'recipes' | 'shoppingLists' | 'cookbooks' | 'longLiveTokens';

export async function countRows(db: Db, table: CountedTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}
