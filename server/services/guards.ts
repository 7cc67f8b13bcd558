import type { UserWithGroup } from '../db/repos/users.repo';
import { ForbiddenError, UnauthorizedError } from '../domain/errors';

import type { Actor } from './context';

export function requireUser(actor: Actor): UserWithGroup {
  if (actor.kind !== 'user') throw new UnauthorizedError();
  return actor.user;
}

export function requireAdmin(actor: Actor): UserWithGroup {
  const user = requireUser(actor);
  if (!user.admin) throw new ForbiddenError();
  return user;
}
