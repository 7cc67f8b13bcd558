import type { UserOut } from '../../server/contract/users';

type Rights = Pick<UserOut, 'admin' | 'canManage' | 'canInvite' | 'canOrganize'>;

/**
 * What the screens offer; the server enforces the same rules (site admins hold every group
 * permission, as in Mealie). Hiding a control is a courtesy, never the protection.
 */
export function canManageGroup(user: Rights): boolean {
  return user.admin || user.canManage;
}

export function canInviteMembers(user: Rights): boolean {
  return user.admin || user.canInvite;
}

export function canOrganizeGroup(user: Rights): boolean {
  return user.admin || user.canOrganize;
}
