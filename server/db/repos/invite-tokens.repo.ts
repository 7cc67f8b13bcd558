import type { InviteTokenRow } from '../account-tables';
import type { Db } from '../database';

export async function insertInviteToken(db: Db, row: InviteTokenRow): Promise<void> {
  await db.insertInto('inviteTokens').values(row).execute();
}

/** The group's invitations that can still be used, newest first. */
export function listLiveInviteTokens(db: Db, groupId: string, now: string) {
  return db
    .selectFrom('inviteTokens')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('usesLeft', '>', 0)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .execute();
}

export function findLiveInviteToken(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<InviteTokenRow | undefined> {
  return db
    .selectFrom('inviteTokens')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .where('usesLeft', '>', 0)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/**
 * Takes one use of a live invitation in a single statement (two people registering at once cannot
 * both take the last use) and removes it once used up. The group it joins, or null.
 */
export async function takeInviteUse(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<string | null> {
  const taken = await db
    .updateTable('inviteTokens')
    .set((eb) => ({ usesLeft: eb('usesLeft', '-', 1), updateAt: now }))
    .where('tokenHash', '=', tokenHash)
    .where('usesLeft', '>', 0)
    .where('expiresAt', '>', now)
    .returning('groupId')
    .executeTakeFirst();
  await db
    .deleteFrom('inviteTokens')
    .where('tokenHash', '=', tokenHash)
    .where('usesLeft', '<=', 0)
    .execute();
  return taken?.groupId ?? null;
}

/** Removes one of the group's invitations, live or not; the removed row, if there was one. */
export function deleteInviteToken(
  db: Db,
  groupId: string,
  tokenHash: string,
): Promise<InviteTokenRow | undefined> {
  return db
    .deleteFrom('inviteTokens')
    .where('groupId', '=', groupId)
    .where('tokenHash', '=', tokenHash)
    .returningAll()
    .executeTakeFirst();
}
