import type { Db } from '../database';

/** The recipe that last had `slug` in the group before a rename, if any. */
export async function findRecipeIdByOldSlug(
  db: Db,
  groupId: string,
  slug: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('recipeSlugHistory')
    .select('recipeId')
    .where('groupId', '=', groupId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.recipeId;
}

/** Remembers a slug a recipe leaves behind; a slug left twice points at the latest leaver. */
export async function rememberOldSlug(
  db: Db,
  row: { groupId: string; slug: string; recipeId: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('recipeSlugHistory')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['groupId', 'slug']).doUpdateSet({
        recipeId: row.recipeId,
        createdAt: row.createdAt,
      }),
    )
    .execute();
}

/** A recipe took `slug` again (new or renamed): the history no longer speaks for it. */
export async function forgetOldSlug(db: Db, groupId: string, slug: string): Promise<void> {
  await db
    .deleteFrom('recipeSlugHistory')
    .where('groupId', '=', groupId)
    .where('slug', '=', slug)
    .execute();
}
