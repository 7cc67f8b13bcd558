import type { PasswordResetTokenRow } from '../account-tables';
import type { Db } from '../database';

/**
 * Stores a user's new reset token in place of their older ones (only the newest link works),
 * clearing everyone's expired tokens on the way.
 */
export async function replaceResetToken(
  db: Db,
  row: PasswordResetTokenRow,
  now: string,
): Promise<void> {
  await db
    .deleteFrom('passwordResetTokens')
    .where((eb) => eb.or([eb('userId', '=', row.userId), eb('expiresAt', '<=', now)]))
    .execute();
  await db.insertInto('passwordResetTokens').values(row).execute();
}

/** Removes a live token (single use) and names its user; null when there is no such token. */
export async function takeResetToken(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<string | null> {
  const taken = await db
    .deleteFrom('passwordResetTokens')
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return taken?.userId ?? null;
}

/** When the user's current reset token was made, if they have one. */
export async function findResetTokenCreatedAt(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('passwordResetTokens')
    .select('createdAt')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return row?.createdAt ?? null;
}
