import type { Selectable } from 'kysely';

import type { Db } from '../database';
import type { ShareTokenTable } from '../schema';

export type ShareTokenRow = Selectable<ShareTokenTable>;

export async function insertShareToken(db: Db, row: ShareTokenRow): Promise<void> {
  await db.insertInto('recipeShareTokens').values(row).execute();
}

/** A group's tokens, newest first; optionally only those of one recipe. */
export function listShareTokens(
  db: Db,
  groupId: string,
  recipeId: string | undefined,
): Promise<ShareTokenRow[]> {
  let query = db.selectFrom('recipeShareTokens').selectAll().where('groupId', '=', groupId);
  if (recipeId) query = query.where('recipeId', '=', recipeId);
  return query.orderBy('createdAt', 'desc').execute();
}

export function findShareToken(
  db: Db,
  groupId: string,
  id: string,
): Promise<ShareTokenRow | undefined> {
  return db
    .selectFrom('recipeShareTokens')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The public lookup: any group, but only while the token has not expired. */
export function findLiveShareToken(
  db: Db,
  id: string,
  nowIso: string,
): Promise<ShareTokenRow | undefined> {
  return db
    .selectFrom('recipeShareTokens')
    .selectAll()
    .where('id', '=', id)
    .where('expiresAt', '>', nowIso)
    .executeTakeFirst();
}

export async function deleteShareToken(db: Db, id: string): Promise<void> {
  await db.deleteFrom('recipeShareTokens').where('id', '=', id).execute();
}
