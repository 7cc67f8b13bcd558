import { randomUUID } from 'node:crypto';

import type { NewUserRow } from '../../db/schema';
import { nowIso } from '../../domain/time';

/** `users.cache_key`: changes when the profile picture does, so `?cacheKey=` URLs refresh. */
export function newCacheKey(): string {
  return randomUUID().slice(0, 8);
}

/** Every permission a member can hold in their group (Mealie gives them to a group's creator). */
export const allGroupRights = { canInvite: true, canManage: true, canOrganize: true } as const;

/**
 * A new password account for `person` (`account.password` already hashed): not locked out,
 * created now; flags left out are off.
 */
export function newUserRow(
  person: { username: string | null; fullName: string | null; email: string },
  account: {
    id: string;
    password: string;
    groupId: string;
    admin?: boolean;
    advanced?: boolean;
    canInvite?: boolean;
    canManage?: boolean;
    canOrganize?: boolean;
  },
): NewUserRow {
  const flag = (value = false) => (value ? 1 : 0);
  const now = nowIso();
  return {
    id: account.id,
    username: person.username,
    fullName: person.fullName,
    email: person.email,
    password: account.password,
    groupId: account.groupId,
    authMethod: 'Mealie',
    admin: flag(account.admin),
    advanced: flag(account.advanced),
    canInvite: flag(account.canInvite),
    canManage: flag(account.canManage),
    canOrganize: flag(account.canOrganize),
    cacheKey: newCacheKey(),
    loginAttemps: 0,
    lockedAt: null,
    createdAt: now,
    updateAt: now,
  };
}
