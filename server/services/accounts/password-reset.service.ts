import { randomUUID } from 'node:crypto';

import type { SuccessResponse } from '../../contract/common';
import {
  resetEmailIntervalSeconds,
  resetPasswordPagePath,
  resetTokenLifetimeHours,
  type ForgotPassword,
  type PasswordResetToken,
  type ResetPassword,
  type UserResetLink,
} from '../../contract/password-reset';
import {
  findResetTokenCreatedAt,
  replaceResetToken,
  takeResetToken,
} from '../../db/repos/password-reset-tokens.repo';
import {
  findUserByEmail,
  findUserById,
  updateUser,
  type UserWithGroup,
} from '../../db/repos/users.repo';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { hashPassword } from '../../domain/passwords';
import { hashSecretToken, newSecretToken } from '../../domain/secret-tokens';
import { nowIso } from '../../domain/time';
import { passwordResetMessage } from '../../mail/messages';
import { translate } from '../../i18n/translate';

import type { Actor, ServiceContext } from '../context';
import { deliver, isEmailReady, pageLink } from '../site/email.service';
import { requireAdmin } from '../guards';

/**
 * A new one-time reset token for the user, replacing their older ones. Only its hash is stored:
 * the token itself exists in the email or the admin's answer alone.
 */
async function issueResetToken(ctx: ServiceContext, userId: string): Promise<string> {
  const token = newSecretToken();
  const now = new Date();
  await ctx.db.transaction().execute((trx) =>
    replaceResetToken(
      trx,
      {
        id: randomUUID(),
        userId,
        tokenHash: hashSecretToken(token),
        expiresAt: new Date(now.getTime() + resetTokenLifetimeHours * 3_600_000).toISOString(),
        createdAt: now.toISOString(),
        updateAt: now.toISOString(),
      },
      now.toISOString(),
    ),
  );
  return token;
}

/** Creates a reset token for the user and emails its link; what was sent and whether it went. */
async function sendResetLink(
  ctx: ServiceContext,
  user: UserWithGroup,
  locale: string,
): Promise<UserResetLink> {
  const token = await issueResetToken(ctx, user.id);
  const link = pageLink(ctx, resetPasswordPagePath, token);
  const message = passwordResetMessage(locale, { link, expiresInHours: resetTokenLifetimeHours });
  const { success } = await deliver(ctx, user.email, message, locale);
  return { token, link, emailed: success };
}

/** The background half of `forgot-password`: a link for an account's address, when mail works. */
async function mailResetLinkTo(ctx: ServiceContext, email: string, locale: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  if (!isEmailReady(ctx)) {
    ctx.logger.warn({ userId: user.id }, 'password reset asked for, but email is not set up');
    return;
  }
  const lastMade = await findResetTokenCreatedAt(ctx.db, user.id);
  if (lastMade && Date.now() - Date.parse(lastMade) < resetEmailIntervalSeconds * 1000) {
    ctx.logger.info(
      { userId: user.id },
      'password reset asked for again within a minute: no email',
    );
    return;
  }
  await sendResetLink(ctx, user, locale);
}

/**
 * `POST /api/users/forgot-password` (public). The answer never says whether the address belongs
 * to anyone, in its words or its timing: the lookup, the token and the email all happen after the
 * answer has gone out (`setImmediate`), and failures are only logged.
 */
export function requestPasswordReset(
  ctx: ServiceContext,
  input: ForgotPassword,
  locale: string,
): SuccessResponse {
  setImmediate(() => {
    mailResetLinkTo(ctx, input.email, locale).catch((error: unknown) => {
      ctx.logger.error({ err: error }, 'password reset email failed');
    });
  });
  // The one answer, whether or not the address belongs to anyone.
  return { message: translate(locale, 'success.accounts.resetLinkOnItsWay'), error: false };
}

/**
 * `POST /api/users/reset-password` (public): a live token of the account with that email sets the
 * new password, signs every session out (API tokens stay) and lifts a lock-out. The token is used
 * up; anything wrong changes nothing and answers one message.
 */
export async function resetPassword(
  ctx: ServiceContext,
  input: ResetPassword,
  locale: string,
): Promise<SuccessResponse> {
  if (input.passwordConfirm !== input.password)
    throw new InvalidError('errors.accounts.passwordsDoNotMatch');
  const password = await hashPassword(input.password);
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const owner = await takeResetToken(trx, hashSecretToken(input.token), nowIso());
    const user = owner ? await findUserById(trx, owner) : undefined;
    if (!user || user.email.toLowerCase() !== input.email.toLowerCase()) {
      throw new InvalidError('errors.accounts.invalidOrExpiredResetLink');
    }
    await updateUser(trx, user.id, {
      password,
      sessionEpoch: user.sessionEpoch + 1,
      lockedAt: null,
      loginAttemps: 0,
      updateAt: nowIso(),
    });
    return user.id;
  });
  ctx.logger.info({ userId }, 'password reset by link');
  return { message: translate(locale, 'success.accounts.passwordUpdated'), error: false };
}

/** `POST /api/admin/users/password-reset-token` (administrators): Mealie's bare token. */
export async function createResetToken(
  ctx: ServiceContext,
  actor: Actor,
  input: ForgotPassword,
): Promise<PasswordResetToken> {
  requireAdmin(actor);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw new NotFoundError();
  return { token: await issueResetToken(ctx, user.id) };
}

/**
 * `POST /api/users/{id}/reset-password` (administrators; Larder has no default password to reset
 * to): a reset link for the user, emailed to them when mail is set up.
 */
export async function createUserResetLink(
  ctx: ServiceContext,
  actor: Actor,
  userId: string,
  locale: string,
): Promise<UserResetLink> {
  requireAdmin(actor);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new NotFoundError();
  return sendResetLink(ctx, user, locale);
}
