import { encode } from 'html-entities';

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

export function invitationMessage(input: {
  groupName: string;
  inviterName: string;
  link: string;
  expiresInDays: number;
}): MailMessage {
  return compose(
    `You're invited to join ${input.groupName} on Larder`,
    [
      `${input.inviterName} invites you to share recipes, meal plans and shopping lists with the household "${input.groupName}".`,
      `Open the link below to create your account. It works for ${input.expiresInDays} days.`,
    ],
    { url: input.link, label: 'Create your account' },
  );
}

export function passwordResetMessage(input: { link: string; expiresInHours: number }): MailMessage {
  return compose(
    'Reset your Larder password',
    [
      'Someone asked to reset the password of your Larder account. If it was you, open the link below to choose a new password.',
      `The link works once, for ${input.expiresInHours} hour${input.expiresInHours === 1 ? '' : 's'}. If you did not ask, ignore this message: your password stays as it is.`,
    ],
    { url: input.link, label: 'Choose a new password' },
  );
}

export function testMessage(): MailMessage {
  return compose('Larder test email', [
    'This is a test message from your Larder server. Email is set up correctly.',
  ]);
}
