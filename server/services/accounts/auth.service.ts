import type { LoginForm } from '../../contract/auth';
import type { Db } from '../../db/database';
import { ReadCache } from '../../db/read-cache';
import {
  countLoginAttempt,
  endAllSessions,
  findUserById,
  findUserByLogin,
  lockUser,
  updateUser,
} from '../../db/repos/users.repo';
import { isSignedOut, recordSignOut } from '../../db/repos/signed-out-sessions.repo';
import { isApiTokenLive } from '../../db/repos/tokens.repo';
import { LockedError, TooManyAttemptsError, UnauthorizedError } from '../../domain/errors';
import { verifyPassword } from '../../domain/passwords';
import { hoursAgoIso, nowIso } from '../../domain/time';

import { visitor, type Actor, type ServiceContext } from '../context';
import { readToken, signAccessToken, type SignedToken, type TokenClaims } from './tokens';

/** Mealie's SECURITY_MAX_LOGIN_ATTEMPTS and SECURITY_USER_LOCKOUT_TIME defaults. */
export const maxLoginAttempts = 5;
export const lockoutHours = 24;

/** Who is signing in: the peer's address and whether they sit at this very computer. */
interface LoginCaller {
  address: string;
  atThisMachine: boolean;
}

/**
 * Checks a password login, Mealie's way with three guards for a home network:
 * - an address that keeps failing must wait longer and longer (429) before it is heard again;
 * - five wrong passwords lock the account for 24 hours (423, even for the right password), counted
 *   atomically before the password is compared, so however many guesses arrive at once the sixth
 *   is refused; a name no account has answers exactly the same way after five failures;
 * - neither ever shuts the owner out at the computer running Larder: there, the right password
 *   signs in and lifts the lock. Elsewhere a password reset lifts it.
 */
export async function logIn(
  ctx: ServiceContext,
  form: LoginForm,
  caller: LoginCaller,
): Promise<SignedToken> {
  const wait = caller.atThisMachine ? 0 : ctx.logins.waitSeconds(caller.address);
  if (wait > 0) throw new TooManyAttemptsError(wait);
  const user = await findUserByLogin(ctx.db, form.username);
  if (!user) return refuseUnknownName(ctx, form, caller);

  if (user.lockedAt !== null && user.lockedAt < hoursAgoIso(lockoutHours)) {
    await updateUser(ctx.db, user.id, { lockedAt: null, loginAttemps: 0 });
  } else if (user.lockedAt !== null && !caller.atThisMachine) {
    throw new LockedError();
  }
  const attempt = await countLoginAttempt(ctx.db, user.id);
  if (attempt > maxLoginAttempts && !caller.atThisMachine) throw new LockedError();
  if (!(await verifyPassword(form.password, user.password))) {
    ctx.logins.failedFrom(caller.address);
    if (attempt >= maxLoginAttempts && (await lockUser(ctx.db, user.id, nowIso()))) {
      ctx.logger.warn({ userId: user.id }, 'user locked out after failed logins');
    }
    throw new UnauthorizedError('errors.accounts.unauthorized');
  }
  ctx.logins.succeededFrom(caller.address);
  await updateUser(ctx.db, user.id, { loginAttemps: 0, lockedAt: null });
  return signAccessToken(ctx.secret, user, { rememberMe: form.remember_me });
}

/** Spends a hash's time like a real check, and counts toward a lock-out like a real account. */
async function refuseUnknownName(
  ctx: ServiceContext,
  form: LoginForm,
  caller: LoginCaller,
): Promise<never> {
  const lockable = !caller.atThisMachine;
  if (lockable && ctx.logins.unknownNameFailures(form.username) >= maxLoginAttempts) {
    throw new LockedError();
  }
  await verifyPassword(form.password, null);
  ctx.logins.failedFrom(caller.address);
  if (lockable) ctx.logins.failedUnknownName(form.username);
  throw new UnauthorizedError('errors.accounts.unauthorized');
}

export function refreshToken(
  ctx: ServiceContext,
  user: { id: string; sessionEpoch: number },
): Promise<SignedToken> {
  return signAccessToken(ctx.secret, user, { rememberMe: false });
}

/** Turns a bearer or cookie token into the calling actor; anything invalid is a visitor. */
export async function resolveActor(ctx: ServiceContext, token: string | undefined): Promise<Actor> {
  if (!token) return visitor;
  const claims = await readToken(ctx.secret, token);
  if (!claims) return visitor;
  return actorsOfTokens.read(ctx.db, token, () => actorOfClaims(ctx.db, claims, token));
}

/** The caller behind each recently used token, while nothing was written. */
const actorsOfTokens = new ReadCache<Actor>(1000);

async function actorOfClaims(db: Db, claims: TokenClaims, token: string): Promise<Actor> {
  if (claims.kind === 'api' && !(await isApiTokenLive(db, claims.userId, token))) return visitor;
  if (claims.kind === 'session' && claims.sessionId && (await isSignedOut(db, claims.sessionId)))
    return visitor;
  const user = await findUserById(db, claims.userId);
  if (!user || (claims.kind === 'session' && claims.epoch !== user.sessionEpoch)) return visitor;
  return { kind: 'user', user };
}

/**
 * Ends the session the token belongs to, for good: a copy of it no longer signs anyone in.
 * A session from before sessions had ids can only end with all of its user's sessions.
 * API tokens are not sessions (they end by being deleted), and nonsense ends nothing.
 */
export async function signOut(ctx: ServiceContext, token: string | undefined): Promise<void> {
  const claims = token ? await readToken(ctx.secret, token) : null;
  if (claims?.kind !== 'session') return;
  if (claims.sessionId) {
    const expiresAt = new Date(claims.expiresAt * 1000).toISOString();
    await recordSignOut(
      ctx.db,
      { id: claims.sessionId, userId: claims.userId, expiresAt },
      nowIso(),
    );
    return;
  }
  await endAllSessions(ctx.db, claims.userId);
}

/**
 * After the password changed (and the epoch rose, ending every session), the session that changed
 * it carries on under a new token that ends when the old one would have; null when the caller
 * did not use a session (an API token keeps working by itself).
 */
export async function continueSession(
  ctx: ServiceContext,
  token: string | undefined,
  user: { id: string; sessionEpoch: number },
): Promise<SignedToken | null> {
  const claims = token ? await readToken(ctx.secret, token) : null;
  if (claims?.kind !== 'session') return null;
  return signAccessToken(ctx.secret, user, { expiresAt: claims.expiresAt });
}
