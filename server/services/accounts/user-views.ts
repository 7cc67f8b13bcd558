import { LocaleCode } from '../../contract/locales';
import type { LongLiveTokenOut, UserOut } from '../../contract/users';
import type { UserWithGroup } from '../../db/repos/users.repo';
import type { LongLiveTokenRow } from '../../db/schema';
import type { DataDir } from '../../files/data-dir';
import { existingFile, profileImagePath } from '../../files/media-paths';

export function toTokenOut(row: LongLiveTokenRow): LongLiveTokenOut {
  return { token: row.token, name: row.name, id: row.id, createdAt: row.createdAt };
}

/** A user as the API shows it; the password hash and lock-out counters never leave the server. */
function toUserOut(
  user: UserWithGroup,
  hasProfileImage: boolean,
  tokens: LongLiveTokenRow[] | null,
): UserOut {
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
    household: user.groupName,
    householdId: user.groupId,
    householdSlug: user.groupSlug,
    canManageHousehold: user.canManage === 1,
    tokens: tokens ? tokens.map(toTokenOut) : null,
    cacheKey: user.cacheKey,
    hasProfileImage,
    locale: LocaleCode.safeParse(user.locale).data ?? null,
  };
}

/**
 * A user as the API shows it, saying whether a profile picture is on disk, so clients ask for
 * `profile.webp` only when there is one (instead of a 404 on every page for everyone without).
 */
export async function viewUser(
  files: DataDir,
  user: UserWithGroup,
  tokens: LongLiveTokenRow[] | null = null,
): Promise<UserOut> {
  const picture = await existingFile(profileImagePath(files, user.id));
  return toUserOut(user, picture !== null, tokens);
}

export function viewUsers(files: DataDir, users: UserWithGroup[]): Promise<UserOut[]> {
  return Promise.all(users.map((user) => viewUser(files, user)));
}
