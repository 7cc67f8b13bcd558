import type { Db } from '../database';
import { fixedQueryFirst } from '../fixed-query';

/** Records a signed-out session, clearing those whose tokens have expired on the way. */
export async function recordSignOut(
  db: Db,
  session: { id: string; userId: string; expiresAt: string },
  now: string,
): Promise<void> {
  await db.deleteFrom('signedOutSessions').where('expiresAt', '<=', now).execute();
  await db
    .insertInto('signedOutSessions')
    .values(session)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

const findSignedOut = fixedQueryFirst((db, sessionId: string) =>
  db.selectFrom('signedOutSessions').select('id').where('id', '=', sessionId),
);

/** Asked on every request made with a session token. */
export async function isSignedOut(db: Db, sessionId: string): Promise<boolean> {
  return (await findSignedOut(db, sessionId)) !== undefined;
}
