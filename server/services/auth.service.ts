import type { LoginForm } from '../contract/auth';
import { findUserById, findUserByLogin, updateUser } from '../db/repos/users.repo';
import { isApiTokenLive } from '../db/repos/tokens.repo';
import { LockedError, UnauthorizedError } from '../domain/errors';
import { verifyPassword } from '../domain/passwords';
import { hoursAgoIso, nowIso } from '../domain/time';

import { visitor, type Actor, type ServiceContext } from './context';
import { readToken, signAccessToken, type SignedToken } from './tokens';

/** Mealie's SECURITY_MAX_LOGIN_ATTEMPTS and SECURITY_USER_LOCKOUT_TIME defaults. */
export const maxLoginAttempts = 5;
export const lockoutHours = 24;

/**
 * Checks a password login. Five wrong passwords lock the account for 24 hours; while locked even
 * the right password answers 423. The error never says whether the name exists.
 */
export async function logIn(ctx: ServiceContext, form: LoginForm): Promise<SignedToken> {
  const user = await findUserByLogin(ctx.db, form.username);
  if (!user) {
    await verifyPassword(form.password, null);
    throw new UnauthorizedError('Unauthorized');
  }
  const lockExpired = user.lockedAt !== null && user.lockedAt < hoursAgoIso(lockoutHours);
  if (lockExpired) {
    await updateUser(ctx.db, user.id, { lockedAt: null, loginAttemps: 0 });
  } else if (user.lockedAt !== null || user.loginAttemps >= maxLoginAttempts) {
    throw new LockedError();
  }
  if (!(await verifyPassword(form.password, user.password))) {
    const attempts = (lockExpired ? 0 : user.loginAttemps) + 1;
    const lockedAt = attempts >= maxLoginAttempts ? nowIso() : null;
    await updateUser(ctx.db, user.id, { loginAttemps: attempts, lockedAt });
    if (lockedAt) ctx.logger.warn({ userId: user.id }, 'user locked out after failed logins');
    throw new UnauthorizedError('Unauthorized');
  }
  if (user.loginAttemps > 0) await updateUser(ctx.db, user.id, { loginAttemps: 0 });
  return signAccessToken(ctx.secret, user, form.remember_me);
}

export function refreshToken(
  ctx: ServiceContext,
  user: { id: string; sessionEpoch: number },
): Promise<SignedToken> {
  return signAccessToken(ctx.secret, user, false);
}

/** Turns a bearer or cookie token into the calling actor; anything invalid is a visitor. */
export async function resolveActor(ctx: ServiceContext, token: string | undefined): Promise<Actor> {
  if (!token) return visitor;
  const claims = await readToken(ctx.secret, token);
  if (!claims) return visitor;
  if (claims.kind === 'api' && !(await isApiTokenLive(ctx.db, claims.userId, token)))
    return visitor;
  const user = await findUserById(ctx.db, claims.userId);
  if (!user || (claims.kind === 'session' && claims.epoch !== user.sessionEpoch)) return visitor;
  return { kind: 'user', user };
}
