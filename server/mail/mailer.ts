import { LocalizedError } from '../i18n/localized-error';

import type { MailMessage } from './messages';
import type { SmtpSettings } from './smtp-settings';

/** Why a message did not leave: a sentence a person can act on. */
export class MailNotSentError extends LocalizedError {}

/** Sends one message over SMTP; a new connection per message (mail here is rare). */
export async function sendMail(
  smtp: SmtpSettings | null,
  to: string,
  message: MailMessage,
): Promise<void> {
  if (!smtp) throw new MailNotSentError('errors.mail.emailIsNotSetUp');
  // Loaded with the first message: most servers never send one.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.strategy === 'SSL',
    requireTLS: smtp.strategy === 'TLS',
    ignoreTLS: smtp.strategy === 'NONE',
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  try {
    await transport.sendMail({
      from: { name: smtp.fromName, address: smtp.fromEmail },
      to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MailNotSentError('errors.mail.theMailServerDidNot', { reason });
  } finally {
    transport.close();
  }
}
