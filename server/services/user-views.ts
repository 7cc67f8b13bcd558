import type { LongLiveTokenOut, UserOut } from '../contract/users';
import type { UserWithGroup } from '../db/repos/users.repo';
import type { LongLiveTokenRow } from '../db/schema';

export function toTokenOut(row: LongLiveTokenRow): LongLiveTokenOut {
  return { token: row.token, name: row.name, id: row.id, createdAt: row.createdAt };
}

/** A user as the API shows it; the password hash and lock-out counters never leave the server. */
export function toUserOut(user: UserWithGroup, tokens: LongLiveTokenRow[] | null = null): UserOut {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    authMethod: user.authMethod as UserOut['authMethod'],
    admin: user.admin === 1,
    group: user.groupName,
    advanced: user.advanced === 1,
    canInvite: user.canInvite === 1,
    canManage: user.canManage === 1,
    canOrganize: user.canOrganize === 1,
    groupId: user.groupId,
    groupSlug: user.groupSlug,
    tokens: tokens ? tokens.map(toTokenOut) : null,
    cacheKey: user.cacheKey,
  };
}
