import { encode } from 'html-entities';

import type { AppriseTarget } from '../../contract/apprise-url';

/** One call to make: a POST to a URL, or a mail through the configured SMTP server. */
export type Outgoing =
  | { kind: 'http'; url: string; headers: Record<string, string>; body: string }
  | { kind: 'mail'; to: string[]; subject: string; text: string; html: string };

/** What a notifier says: Apprise's title and body. */
export interface Notice {
  title: string;
  body: string;
}

const json = (value: unknown) => ({
  'content-type': 'application/json',
  body: JSON.stringify(value),
});

function basic(auth: { user: string; password: string } | null): Record<string, string> {
  if (!auth) return {};
  const token = Buffer.from(`${auth.user}:${auth.password}`).toString('base64');
  return { authorization: `Basic ${token}` };
}

/**
 * The call each Apprise service expects, after Apprise's own plugins: ntfy takes the body as the
 * message with a `Title` header; Gotify a JSON message with `?token=`; Discord its webhook's
 * `content`; `json://` Apprise's JSON envelope; `form://` the same fields form-encoded.
 */
export function outgoingFor(
  target: AppriseTarget,
  notice: Notice,
  discordApiUrl: string,
): Outgoing {
  switch (target.service) {
    case 'ntfy':
      return {
        kind: 'http',
        url: `${target.base}/${encodeURIComponent(target.topic)}`,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          // Header values must be Latin-1; ntfy reads RFC 2047 encoded words.
          title: `=?UTF-8?B?${Buffer.from(notice.title).toString('base64')}?=`,
          ...basic(target.auth),
        },
        body: notice.body,
      };
    case 'gotify': {
      const { body, ...headers } = json({ title: notice.title, message: notice.body, priority: 5 });
      return {
        kind: 'http',
        url: `${target.base}/message?token=${encodeURIComponent(target.token)}`,
        headers,
        body,
      };
    }
    case 'discord': {
      const content = `**${notice.title}**\n${notice.body}`.slice(0, 2000);
      const { body, ...headers } = json({
        content,
        ...(target.username ? { username: target.username } : {}),
      });
      const path = `${encodeURIComponent(target.webhookId)}/${encodeURIComponent(target.webhookToken)}`;
      return { kind: 'http', url: `${discordApiUrl}/webhooks/${path}`, headers, body };
    }
    case 'json': {
      const envelope = { version: '1.0', title: notice.title, message: notice.body, type: 'info' };
      const { body, ...headers } = json({ ...envelope, attachments: [] });
      return {
        kind: 'http',
        url: target.url,
        headers: { ...headers, ...basic(target.auth) },
        body,
      };
    }
    case 'form':
      return {
        kind: 'http',
        url: target.url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic(target.auth) },
        body: new URLSearchParams({
          version: '1.0',
          title: notice.title,
          message: notice.body,
          type: 'info',
        }).toString(),
      };
    case 'mailto':
      return {
        kind: 'mail',
        to: target.to,
        subject: notice.title,
        text: notice.body,
        html: `<!doctype html><html><body style="font-family:sans-serif"><p>${encode(notice.body).replace(/\n/g, '<br>')}</p></body></html>`,
      };
  }
}
