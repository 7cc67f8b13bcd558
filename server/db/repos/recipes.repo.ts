import type { Db } from '../database';

export async function isRecipeSlugTaken(db: Db, groupId: string, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('recipes')
    .select('id')
    .where('groupId', '=', groupId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecipes(db: Db): Promise<number> {
  const row = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
