import { sql } from 'kysely';

import type { Db } from '../database';
import { fixedQuery } from '../fixed-query';
import type { UserToRecipeTable } from '../schema';

export type RatingRow = UserToRecipeTable;

export function findRating(
  db: Db,
  userId: string,
  recipeId: string,
): Promise<RatingRow | undefined> {
  return db
    .selectFrom('usersToRecipes')
    .selectAll()
    .where('userId', '=', userId)
    .where('recipeId', '=', recipeId)
    .executeTakeFirst();
}

export function listRatingsOfUser(
  db: Db,
  userId: string,
  options: { favoritesOnly: boolean },
): Promise<RatingRow[]> {
  let query = db
    .selectFrom('usersToRecipes')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy(sql`rowid`);
  if (options.favoritesOnly) query = query.where('isFavorite', '=', 1);
  return query.execute();
}

export async function insertRating(db: Db, row: RatingRow): Promise<void> {
  await db.insertInto('usersToRecipes').values(row).execute();
}

export async function updateRating(
  db: Db,
  id: string,
  change: Pick<RatingRow, 'rating' | 'isFavorite' | 'updateAt'>,
): Promise<void> {
  await db.updateTable('usersToRecipes').set(change).where('id', '=', id).execute();
}

/**
 * `recipes.rating` = the average of its people's ratings, counting only ratings above 0 (Mealie's
 * rule: 0 is "no stars"); null when nobody rated it.
 */
export async function refreshRecipeRating(db: Db, recipeId: string): Promise<void> {
  await db
    .updateTable('recipes')
    .set({
      rating: sql<number | null>`(SELECT avg(rating) FROM users_to_recipes
        WHERE recipe_id = ${recipeId} AND rating IS NOT NULL AND rating > 0)`,
    })
    .where('id', '=', recipeId)
    .execute();
}

const favoriteSlugRows = fixedQuery((db, userId: string, groupId: string) =>
  db
    .selectFrom('usersToRecipes as f')
    .crossJoin('recipes as r')
    .whereRef('r.id', '=', 'f.recipeId')
    .select('r.slug')
    .where('f.userId', '=', userId)
    .where('f.isFavorite', '=', 1)
    .where('r.groupId', '=', groupId)
    .orderBy('r.slug'),
);

/**
 * Slugs of the recipes a user marked as favourite, within their group (every
 * `GET /api/users/self`). CROSS JOIN starts from the user's few marks: SQLite would otherwise
 * walk every recipe of the group in slug order and look each one up among the marks (12 ms at
 * 10,000 recipes).
 */
export async function listFavoriteSlugs(
  db: Db,
  userId: string,
  groupId: string,
): Promise<string[]> {
  const rows = await favoriteSlugRows(db, userId, groupId);
  return rows.map((row) => row.slug);
}
