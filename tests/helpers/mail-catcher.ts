import type { AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

import type { SmtpSettings } from '../../server/mail/smtp-settings';

/** One message as the SMTP server received it, parsed. */
export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailCatcher {
  /** Settings for `startTestServer({ smtp })`, pointing at this catcher. */
  smtp: SmtpSettings;
  messages: CaughtMail[];
  /** The next message to arrive (or one already caught and not yet taken). */
  next(timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

function toCaught(mail: ParsedMail, to: string[]): CaughtMail {
  return {
    to,
    from: mail.from?.text ?? '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  };
}

/** A real SMTP server on a random local port (plain, no auth) that keeps what it receives. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  let taken = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream)
        .then((mail) => {
          messages.push(toCaught(mail, to));
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    smtp: {
      host: '127.0.0.1',
      port,
      strategy: 'NONE',
      user: null,
      password: null,
      fromEmail: 'larder@example.com',
      fromName: 'Larder Test',
    },
    messages,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length <= taken) {
        if (Date.now() > deadline) throw new Error('no email arrived');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      taken += 1;
      return messages[taken - 1] as CaughtMail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
