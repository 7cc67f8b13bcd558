import type { UserWithGroup } from '../db/repos/users.repo';
import { ForbiddenError } from '../domain/errors';

import type { Actor } from './context';
import { requireUser } from './guards';

/**
 * Mealie's member permissions: manage the group (settings, members, cookbooks, webhooks), invite
 * people, organize group data (organizers, foods, units, labels).
 */
export type GroupPermission = 'manage' | 'invite' | 'organize';

const flagOf = {
  manage: 'canManage',
  invite: 'canInvite',
  organize: 'canOrganize',
} as const satisfies Record<GroupPermission, keyof UserWithGroup>;

/**
 * Mealie checks only the member's flag; its admins are created holding every flag. A site admin
 * passes here regardless, since they could grant themselves the flag through the admin calls.
 */
function hasGroupPermission(user: UserWithGroup, permission: GroupPermission): boolean {
  return user.admin === 1 || user[flagOf[permission]] === 1;
}

/** The signed-in user when they hold `permission` in their own group; 401 or 403 otherwise. */
export function requireGroupPermission(actor: Actor, permission: GroupPermission): UserWithGroup {
  const user = requireUser(actor);
  if (!hasGroupPermission(user, permission)) {
    throw new ForbiddenError('errors.general.youNeedThePermissionOf', { permission });
  }
  return user;
}
