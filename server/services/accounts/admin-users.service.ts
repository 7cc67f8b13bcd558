import { randomUUID } from 'node:crypto';

import type { Paginated, PaginationQuery } from '../../contract/common';
import type { AdminUserUpdate, UnlockResults, UserIn, UserOut } from '../../contract/users';
import { findFirstGroup, findGroupByName } from '../../db/repos/groups.repo';
import {
  countUsers,
  deleteUser,
  findUserById,
  insertUser,
  listUsersPage,
  unlockUsers as clearLocks,
  userSortColumns,
} from '../../db/repos/users.repo';
import { listApiTokens } from '../../db/repos/tokens.repo';
import { ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import { hashPassword } from '../../domain/passwords';
import { removeUserMedia } from '../../files/media-paths';
import { hoursAgoIso } from '../../domain/time';

import { lockoutHours } from './auth.service';
import type { Actor, ServiceContext } from '../context';
import { requireAdmin } from '../guards';
import { paginate, parseOrderBy, rejectQueryFilter } from '../pagination';
import { newUserRow } from './user-rows';
import { viewUser, viewUsers } from './user-views';
import { assertUniqueIdentity, saveUserChanges } from './users.service';

export function listUsers(
  ctx: ServiceContext,
  actor: Actor,
  query: PaginationQuery,
  listPath: string,
): Promise<Paginated<UserOut>> {
  requireAdmin(actor);
  rejectQueryFilter(query);
  const order = parseOrderBy(query, userSortColumns, {
    column: 'users.createdAt',
    direction: 'desc',
  });
  return paginate(
    listPath,
    query,
    order,
    () => countUsers(ctx.db),
    async (window) => viewUsers(ctx.files, await listUsersPage(ctx.db, window)),
  );
}

export async function getUserAsAdmin(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<UserOut> {
  requireAdmin(actor);
  const user = await findUserById(ctx.db, id);
  if (!user) throw new NotFoundError();
  return viewUser(ctx.files, user, await listApiTokens(ctx.db, user.id));
}

/** Creates a user in the named group, or in the installation's first group when none is named. */
export async function createUser(
  ctx: ServiceContext,
  actor: Actor,
  input: UserIn,
): Promise<UserOut> {
  requireAdmin(actor);
  const group = input.group
    ? await findGroupByName(ctx.db, input.group)
    : await findFirstGroup(ctx.db);
  if (!group) throw new InvalidError('errors.accounts.groupNotFound');
  await assertUniqueIdentity(ctx, input);
  const id = input.id ?? randomUUID();
  const person = {
    username: input.username ?? null,
    fullName: input.fullName ?? input.username ?? null,
    email: input.email,
  };
  await insertUser(
    ctx.db,
    newUserRow(person, {
      id,
      password: await hashPassword(input.password),
      groupId: group.id,
      admin: input.admin,
      advanced: input.advanced,
      canInvite: input.canInvite,
      canManage: input.canManage,
      canOrganize: input.canOrganize,
    }),
  );
  return getUserAsAdmin(ctx, actor, id);
}

export async function updateUserAsAdmin(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: AdminUserUpdate,
): Promise<UserOut> {
  requireAdmin(actor);
  return viewUser(ctx.files, await saveUserChanges(ctx, actor, id, input));
}

export async function deleteUserAsAdmin(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<UserOut> {
  const me = requireAdmin(actor);
  if (me.id === id) throw new ForbiddenError('errors.accounts.youCannotDeleteYourself');
  const user = await findUserById(ctx.db, id);
  if (!user) throw new NotFoundError();
  await deleteUser(ctx.db, id);
  await removeUserMedia(ctx.files, id);
  return viewUser(ctx.files, user);
}

/** `force` unlocks every locked account; otherwise only those whose 24-hour lock has run out. */
export async function unlockUsers(
  ctx: ServiceContext,
  actor: Actor,
  force: boolean,
): Promise<UnlockResults> {
  requireAdmin(actor);
  return { unlocked: await clearLocks(ctx.db, force ? null : hoursAgoIso(lockoutHours)) };
}
