import type { EmailReady, EmailSuccess, EmailTest } from '../../contract/email';
import { MailNotSentError, sendMail } from '../../mail/mailer';
import { testMessage, type MailMessage } from '../../mail/messages';

import type { Actor, ServiceContext } from '../context';
import { requireAdmin } from '../guards';

/**
 * Sends a message and reports the outcome as Mealie's `EmailSuccess`: mail that cannot go out
 * (not configured, server refused) is `success: false` with the reason, never an error status.
 */
export async function deliver(
  ctx: ServiceContext,
  to: string,
  message: MailMessage,
  locale: string,
): Promise<EmailSuccess> {
  try {
    await sendMail(ctx.settings.smtp, to, message);
    return { success: true, error: null };
  } catch (error) {
    if (!(error instanceof MailNotSentError)) throw error;
    ctx.logger.warn({ reason: error.message, subject: message.subject }, 'email not sent');
    return { success: false, error: error.messageIn(locale) };
  }
}

export function isEmailReady(ctx: ServiceContext): boolean {
  return ctx.settings.smtp !== null;
}

export function getEmailReady(ctx: ServiceContext, actor: Actor): EmailReady {
  requireAdmin(actor);
  return { ready: isEmailReady(ctx) };
}

export function sendTestEmail(
  ctx: ServiceContext,
  actor: Actor,
  input: EmailTest,
  locale: string,
): Promise<EmailSuccess> {
  requireAdmin(actor);
  return deliver(ctx, input.email, testMessage(locale), locale);
}

/** `base` + a renderer page + its token query: the link an email carries. */
export function pageLink(ctx: ServiceContext, page: string, token: string): string {
  return `${ctx.settings.baseUrl}${page}?token=${encodeURIComponent(token)}`;
}
