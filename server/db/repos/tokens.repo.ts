import type { Db } from '../database';
import { fixedQuery, fixedQueryFirst } from '../fixed-query';
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

const findLiveApiToken = fixedQueryFirst((db, userId: string, token: string) =>
  db
    .selectFrom('longLiveTokens')
    .select('id')
    .where('userId', '=', userId)
    .where('token', '=', token),
);

/**
 * A long-lived token is valid only while its row exists: deleting the row revokes it.
 * Asked on every request made with an API token.
 */
export async function isApiTokenLive(db: Db, userId: string, token: string): Promise<boolean> {
  return (await findLiveApiToken(db, userId, token)) !== undefined;
}

export const listApiTokens: (db: Db, userId: string) => Promise<LongLiveTokenRow[]> = fixedQuery(
  (db, userId: string) =>
    db.selectFrom('longLiveTokens').selectAll().where('userId', '=', userId).orderBy('id'),
);

export async function deleteApiToken(db: Db, id: number): Promise<void> {
  await db.deleteFrom('longLiveTokens').where('id', '=', id).execute();
}
