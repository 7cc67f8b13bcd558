import type { UserWithGroup } from '../db/repos/users.repo';

import type { Actor } from './context';
import { requireUser } from './guards';

/**
 * Whether the user may change the group's organizers, foods, units and labels. Every member may
 * for now; Mealie's "organize group data" permission (`users.can_organize`) is enforced here,
 * and only here, once group permissions arrive (SPEC: group permission strings).
 */
export const assertCanOrganize: (user: UserWithGroup) => void = () => undefined;

/** A signed-in member allowed to change its group's organizers and reference data. */
export function requireOrganizer(actor: Actor): UserWithGroup {
  const user = requireUser(actor);
  assertCanOrganize(user);
  return user;
}
