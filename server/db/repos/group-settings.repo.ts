import type { Db } from '../database';

/** The group's meal-plan categories, by name. */
export function listGroupCategories(
  db: Db,
  groupId: string,
): Promise<{ id: string; name: string; slug: string }[]> {
  return db
    .selectFrom('groupToCategories as g')
    .innerJoin('categories as c', 'c.id', 'g.categoryId')
    .select(['c.id', 'c.name', 'c.slug'])
    .where('g.groupId', '=', groupId)
    .orderBy('c.name')
    .execute();
}

export async function replaceGroupCategories(
  db: Db,
  groupId: string,
  categoryIds: string[],
): Promise<void> {
  await db.deleteFrom('groupToCategories').where('groupId', '=', groupId).execute();
  const unique = [...new Set(categoryIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('groupToCategories')
    .values(unique.map((categoryId) => ({ groupId, categoryId })))
    .execute();
}

/** Mealie's `GroupStatistics`: how many recipes, members and organizers the group has. */
export async function groupStatistics(db: Db, groupId: string) {
  const count = (table: 'recipes' | 'users' | 'categories' | 'tags' | 'tools') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('groupId', '=', groupId)
      .executeTakeFirstOrThrow()
      .then((row) => row.n);
  const [totalRecipes, totalUsers, totalCategories, totalTags, totalTools] = await Promise.all([
    count('recipes'),
    count('users'),
    count('categories'),
    count('tags'),
    count('tools'),
  ]);
  return { totalRecipes, totalUsers, totalCategories, totalTags, totalTools };
}

export async function listGroupRecipeIds(db: Db, groupId: string): Promise<string[]> {
  const rows = await db.selectFrom('recipes').select('id').where('groupId', '=', groupId).execute();
  return rows.map((row) => row.id);
}
