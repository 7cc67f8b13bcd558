import type { SuccessResponse } from '../../contract/common';
import type { GroupSummary } from '../../contract/groups';
import type {
  AdminUserUpdate,
  ChangePassword,
  LongLiveTokenIn,
  LongLiveTokenOut,
  UserBase,
  UserOut,
} from '../../contract/users';
import {
  deleteApiToken as removeApiToken,
  findApiToken,
  insertApiToken,
  listApiTokens,
} from '../../db/repos/tokens.repo';
import { findGroupById, findGroupByName } from '../../db/repos/groups.repo';
import { listFavoriteSlugs } from '../../db/repos/ratings.repo';
import {
  findUserById,
  isEmailTaken,
  isUsernameTaken,
  listUsersOfGroup,
  updateUser as saveUser,
  endAllSessions,
  type UserWithGroup,
} from '../../db/repos/users.repo';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import { hashPassword, verifyPassword } from '../../domain/passwords';
import { nowIso } from '../../domain/time';
import { translate } from '../../i18n/translate';

import type { Actor, ServiceContext } from '../context';
import { getGroupSummary } from './groups.service';
import { requireUser } from '../guards';
import { continueSession } from './auth.service';
import { signApiToken, type SignedToken } from './tokens';
import { toTokenOut, viewUser, viewUsers } from './user-views';

export async function getSelf(ctx: ServiceContext, actor: Actor): Promise<UserOut> {
  const user = requireUser(actor);
  const favoriteRecipes = await listFavoriteSlugs(ctx.db, user.id, user.groupId);
  return {
    ...(await viewUser(ctx.files, user, await listApiTokens(ctx.db, user.id))),
    favoriteRecipes,
  };
}

export function getSelfGroup(ctx: ServiceContext, actor: Actor): Promise<GroupSummary> {
  return getGroupSummary(ctx.db, requireUser(actor).groupId);
}

/** Members may read themselves and people of their own group; admins anyone. */
export async function getUser(ctx: ServiceContext, actor: Actor, id: string): Promise<UserOut> {
  const me = requireUser(actor);
  const user = await findUserById(ctx.db, id);
  if (!user || (!me.admin && user.groupId !== me.groupId)) throw new NotFoundError();
  return viewUser(ctx.files, user);
}

export async function listMembers(ctx: ServiceContext, actor: Actor): Promise<UserOut[]> {
  const me = requireUser(actor);
  return viewUsers(ctx.files, await listUsersOfGroup(ctx.db, me.groupId));
}

export async function assertUniqueIdentity(
  ctx: ServiceContext,
  input: { username?: string | null; email: string },
  exceptId?: string,
): Promise<void> {
  if (input.username && (await isUsernameTaken(ctx.db, input.username, exceptId))) {
    throw new ConflictError('errors.accounts.usernameAlreadyTaken');
  }
  if (await isEmailTaken(ctx.db, input.email, exceptId))
    throw new ConflictError('errors.accounts.emailAlreadyTaken');
}

/**
 * `PUT /api/users/{id}` and `PUT /api/admin/users/{id}`: people edit their own name, username and
 * email; rights, permissions and the group change only by an admin (Mealie answers 403 the same
 * way), and nobody changes their own admin flag, so the last admin cannot lock everyone out.
 * The language (`locale`) is the user's own setting, like the name.
 */
export async function saveUserChanges(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: AdminUserUpdate,
): Promise<UserWithGroup> {
  const me = requireUser(actor);
  if (me.id !== id && !me.admin) throw new ForbiddenError();
  const target = await findUserById(ctx.db, id);
  if (!target) throw new NotFoundError();
  const flag = (wanted: boolean | undefined, current: number) =>
    wanted === undefined || wanted === (current === 1) ? undefined : wanted ? 1 : 0;
  const rights = {
    admin: flag(input.admin, target.admin),
    canInvite: flag(input.canInvite, target.canInvite),
    canManage: flag(input.canManage, target.canManage),
    canOrganize: flag(input.canOrganize, target.canOrganize),
    groupId: await resolveGroupChange(ctx, input, target),
  };
  const changesRights = Object.values(rights).some((value) => value !== undefined);
  if (changesRights && !me.admin) throw new ForbiddenError();
  if (rights.admin !== undefined && me.id === id) {
    throw new ForbiddenError('errors.accounts.youCannotChangeYourOwn');
  }
  await assertUniqueIdentity(ctx, input, id);
  await saveUser(ctx.db, id, {
    email: input.email,
    ...(input.username !== undefined && { username: input.username }),
    ...(input.fullName !== undefined && { fullName: input.fullName }),
    ...(input.advanced !== undefined && { advanced: input.advanced ? 1 : 0 }),
    ...(input.locale !== undefined && { locale: input.locale }),
    ...Object.fromEntries(Object.entries(rights).filter(([, value]) => value !== undefined)),
    updateAt: nowIso(),
  });
  const saved = await findUserById(ctx.db, id);
  if (!saved) throw new NotFoundError();
  return saved;
}

/** The new group id when the input moves the user (by `groupId`, or by group name), else undefined. */
async function resolveGroupChange(
  ctx: ServiceContext,
  input: AdminUserUpdate,
  target: UserWithGroup,
): Promise<string | undefined> {
  if (input.groupId !== undefined && input.groupId !== target.groupId) {
    if (!(await findGroupById(ctx.db, input.groupId)))
      throw new InvalidError('errors.accounts.groupNotFound');
    return input.groupId;
  }
  if (input.groupId === undefined && input.group != null && input.group !== target.groupName) {
    const group = await findGroupByName(ctx.db, input.group);
    if (!group) throw new InvalidError('errors.accounts.groupNotFound');
    return group.id === target.groupId ? undefined : group.id;
  }
  return undefined;
}

export async function updateProfile(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: UserBase,
  locale: string,
): Promise<SuccessResponse> {
  await saveUserChanges(ctx, actor, id, input);
  return { message: translate(locale, 'success.accounts.userUpdated'), error: false };
}

/**
 * Changes the caller's own password and signs every other session out; the calling session goes
 * on under the new token answered beside the message (null when it was not a session).
 */
export async function changePassword(
  ctx: ServiceContext,
  actor: Actor,
  input: ChangePassword,
  currentToken: string | undefined,
  locale: string,
): Promise<{ result: SuccessResponse; session: SignedToken | null }> {
  const me = requireUser(actor);
  if (!(await verifyPassword(input.currentPassword, me.password))) {
    throw new InvalidError('errors.accounts.invalidCurrentPassword');
  }
  const password = await hashPassword(input.newPassword);
  const sessionEpoch = await ctx.db.transaction().execute(async (trx) => {
    await saveUser(trx, me.id, { password, updateAt: nowIso() });
    return endAllSessions(trx, me.id);
  });
  return {
    result: { message: translate(locale, 'success.accounts.passwordUpdated'), error: false },
    session: await continueSession(ctx, currentToken, { id: me.id, sessionEpoch }),
  };
}

export async function createApiToken(
  ctx: ServiceContext,
  actor: Actor,
  input: LongLiveTokenIn,
): Promise<LongLiveTokenOut> {
  const me = requireUser(actor);
  const token = await signApiToken(ctx.secret, me.id, input.name, input.integrationId);
  const row = await insertApiToken(ctx.db, {
    userId: me.id,
    name: input.name,
    token,
    createdAt: nowIso(),
  });
  return toTokenOut(row);
}

export async function deleteApiToken(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
): Promise<{ tokenDelete: string }> {
  const me = requireUser(actor);
  const row = await findApiToken(ctx.db, id);
  if (!row) throw new NotFoundError();
  if (row.userId !== me.id) throw new ForbiddenError();
  await removeApiToken(ctx.db, id);
  return { tokenDelete: row.name };
}
