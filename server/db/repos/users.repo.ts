import type { Db } from '../database';
import { fixedQueryFirst } from '../fixed-query';
import { applyPageWindow, type PageWindow } from '../page-window';
import type { GroupRow, NewUserRow, UserRow, UserUpdate } from '../schema';

export type UserWithGroup = UserRow & { groupName: string; groupSlug: string };

function selectUsersWithGroup(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('groups', 'groups.id', 'users.groupId')
    .selectAll('users')
    .select(['groups.name as groupName', 'groups.slug as groupSlug']);
}

/** Runs on every signed-in request (resolveActor): compiled once. */
export const findUserById: (db: Db, id: string) => Promise<UserWithGroup | undefined> =
  fixedQueryFirst((db, id: string) => selectUsersWithGroup(db).where('users.id', '=', id));

/** The column compares case-insensitively. */
export function findUserByEmail(db: Db, email: string): Promise<UserWithGroup | undefined> {
  return selectUsersWithGroup(db).where('users.email', '=', email).executeTakeFirst();
}

/** Matches the username first, then the email; both columns compare case-insensitively. */
export async function findUserByLogin(db: Db, login: string): Promise<UserWithGroup | undefined> {
  return (
    (await selectUsersWithGroup(db).where('users.username', '=', login).executeTakeFirst()) ??
    (await findUserByEmail(db, login))
  );
}

export async function isUsernameTaken(
  db: Db,
  username: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('username', '=', username);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function isEmailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function listUsersOfGroup(db: Db, groupId: string): Promise<UserWithGroup[]> {
  return selectUsersWithGroup(db)
    .where('users.groupId', '=', groupId)
    .orderBy('users.fullName')
    .execute();
}

export async function insertUser(db: Db, row: NewUserRow): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function updateUser(db: Db, id: string, change: UserUpdate): Promise<void> {
  await db.updateTable('users').set(change).where('id', '=', id).execute();
}

/** Adds one to the account's failed-login count in one statement; answers the new count. */
export async function countLoginAttempt(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ loginAttemps: eb('loginAttemps', '+', 1) }))
    .where('id', '=', id)
    .returning('loginAttemps')
    .executeTakeFirst();
  return row?.loginAttemps ?? 0;
}

/** Signs every session of the user out (raises the epoch their tokens carry); answers the new one. */
export async function endAllSessions(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ sessionEpoch: eb('sessionEpoch', '+', 1) }))
    .where('id', '=', id)
    .returning('sessionEpoch')
    .executeTakeFirst();
  return row?.sessionEpoch ?? 0;
}

/** Locks the account unless it already is; true when this call locked it. */
export async function lockUser(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ lockedAt: at })
    .where('id', '=', id)
    .where('lockedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function countUsers(db: Db, groupId?: GroupRow['id']): Promise<number> {
  let query = db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'));
  if (groupId) query = query.where('groupId', '=', groupId);
  return (await query.executeTakeFirstOrThrow()).n;
}

/** Clears lock-outs: every locked user when `lockedBefore` is null, else those locked before it. */
export async function unlockUsers(db: Db, lockedBefore: string | null): Promise<number> {
  let query = db
    .updateTable('users')
    .set({ lockedAt: null, loginAttemps: 0 })
    .where((eb) => eb.or([eb('lockedAt', 'is not', null), eb('loginAttemps', '>', 0)]));
  if (lockedBefore) query = query.where('lockedAt', '<', lockedBefore);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const userSortColumns = {
  id: 'users.id',
  username: 'users.username',
  full_name: 'users.fullName',
  email: 'users.email',
  admin: 'users.admin',
  created_at: 'users.createdAt',
  update_at: 'users.updateAt',
} as const;
type UserSortColumn = (typeof userSortColumns)[keyof typeof userSortColumns];

export function listUsersPage(
  db: Db,
  window: PageWindow<UserSortColumn>,
): Promise<UserWithGroup[]> {
  return applyPageWindow(selectUsersWithGroup(db), window).execute();
}

/** Every user's session epoch, by user id. */
export async function listSessionEpochs(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('users').select(['id', 'sessionEpoch']).execute();
  return new Map(rows.map((user) => [user.id, user.sessionEpoch]));
}
