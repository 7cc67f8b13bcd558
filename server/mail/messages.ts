import { encode } from 'html-entities';

import { translate } from '../i18n/translate';

/** A message in plain text with a simple HTML twin; every interpolated value is escaped. */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

function compose(subject: string, paragraphs: string[], link?: { url: string; label: string }) {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : [])].join('\n\n');
  const button = link
    ? `<p><a href="${encode(link.url)}" style="display:inline-block;padding:10px 16px;background:#E58325;color:#ffffff;text-decoration:none;border-radius:4px">${encode(link.label)}</a></p><p style="color:#5f6b7c;font-size:12px">${encode(link.url)}</p>`
    : '';
  const body = paragraphs.map((p) => `<p>${encode(p)}</p>`).join('');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1c2127;max-width:560px">${body}${button}</body></html>`;
  return { subject, text, html };
}

/** Each message is written in `locale`, the language of the request that sends it. */
export function invitationMessage(
  locale: string,
  input: { groupName: string; inviterName: string; link: string; expiresInDays: number },
): MailMessage {
  const { groupName, inviterName } = input;
  return compose(
    translate(locale, 'mail.invitation.subject', { groupName }),
    [
      translate(locale, 'mail.invitation.invites', { inviterName, groupName }),
      translate(locale, 'mail.invitation.openLink', { count: input.expiresInDays }),
    ],
    { url: input.link, label: translate(locale, 'mail.invitation.button') },
  );
}

export function passwordResetMessage(
  locale: string,
  input: { link: string; expiresInHours: number },
): MailMessage {
  return compose(
    translate(locale, 'mail.passwordReset.subject'),
    [
      translate(locale, 'mail.passwordReset.someoneAsked'),
      translate(locale, 'mail.passwordReset.linkWorksOnce', { count: input.expiresInHours }),
    ],
    { url: input.link, label: translate(locale, 'mail.passwordReset.button') },
  );
}

export function testMessage(locale: string): MailMessage {
  return compose(translate(locale, 'mail.test.subject'), [translate(locale, 'mail.test.body')]);
}
