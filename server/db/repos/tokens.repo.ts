import type { Db } from '../database';
import type { LongLiveTokenRow } from '../schema';

export async function insertApiToken(
  db: Db,
  row: { userId: string; name: string; token: string; createdAt: string },
): Promise<LongLiveTokenRow> {
  return db
    .insertInto('longLiveTokens')
    .values({ ...row, updateAt: row.createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findApiToken(db: Db, id: number): Promise<LongLiveTokenRow | undefined> {
  return db.selectFrom('longLiveTokens').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A long-lived token is valid only while its row exists: deleting the row revokes it. */
export async function isApiTokenLive(db: Db, userId: string, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('longLiveTokens')
    .select('id')
    .where('userId', '=', userId)
    .where('token', '=', token)
    .executeTakeFirst();
  return row !== undefined;
}

export function listApiTokens(db: Db, userId: string): Promise<LongLiveTokenRow[]> {
  return db
    .selectFrom('longLiveTokens')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export async function deleteApiToken(db: Db, id: number): Promise<void> {
  await db.deleteFrom('longLiveTokens').where('id', '=', id).execute();
}
