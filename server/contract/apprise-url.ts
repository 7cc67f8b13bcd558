import { validationText } from './validation-text';

/**
 * The Apprise URLs Larder sends to itself, read into what a delivery needs. Pure, so the screen
 * can check a URL before saving it.
 */
export type AppriseTarget =
  | { service: 'ntfy'; base: string; topic: string; auth: BasicAuth | null }
  | { service: 'gotify'; base: string; token: string }
  | { service: 'discord'; webhookId: string; webhookToken: string; username: string | null }
  | { service: 'json' | 'form'; url: string; auth: BasicAuth | null }
  | { service: 'mailto'; to: string[] };

export interface BasicAuth {
  user: string;
  password: string;
}

export const appriseSchemes = [
  'ntfy',
  'ntfys',
  'gotify',
  'gotifys',
  'discord',
  'json',
  'jsons',
  'form',
  'forms',
  'mailto',
  'mailtos',
] as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const unsupported = (scheme: string) => validationText('appriseUnsupported', { scheme });

function authOf(url: URL): BasicAuth | null {
  if (!url.username) return null;
  return { user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
}

const segmentsOf = (url: URL) => url.pathname.split('/').filter(Boolean).map(decodeURIComponent);

function hostOf(url: URL): string {
  return url.port ? `${url.hostname}:${url.port}` : url.hostname;
}

export function parseAppriseUrl(text: string): AppriseTarget | { error: string } {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (!scheme) return { error: validationText('appriseUrl') };
  if (!(appriseSchemes as readonly string[]).includes(scheme))
    return { error: unsupported(scheme) };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: validationText('notAValidUrl') };
  }
  // ntfys, gotifys, jsons, forms: over https.
  const web = scheme.endsWith('s') ? 'https' : 'http';
  const segments = segmentsOf(url);
  switch (scheme) {
    case 'ntfy':
    case 'ntfys': {
      // ntfy://topic is ntfy.sh's topic; ntfy://host/topic a server of one's own.
      if (segments.length === 0) {
        if (!url.hostname) return { error: validationText('ntfyNeedsTopic') };
        return { service: 'ntfy', base: 'https://ntfy.sh', topic: url.hostname, auth: null };
      }
      const topic = segments.at(-1) ?? '';
      const path = segments.slice(0, -1).map(encodeURIComponent).join('/');
      const base = `${web}://${hostOf(url)}${path ? `/${path}` : ''}`;
      return { service: 'ntfy', base, topic, auth: authOf(url) };
    }
    case 'gotify':
    case 'gotifys': {
      const token = segments.at(-1);
      if (!url.hostname || !token) return { error: validationText('gotifyUrl') };
      const path = segments.slice(0, -1).map(encodeURIComponent).join('/');
      const base = `${web}://${hostOf(url)}${path ? `/${path}` : ''}`;
      return { service: 'gotify', base, token };
    }
    case 'discord': {
      const webhookToken = segments[0];
      if (!url.hostname || !webhookToken || segments.length > 1) {
        return { error: validationText('discordUrl') };
      }
      const username = url.username ? decodeURIComponent(url.username) : null;
      return { service: 'discord', webhookId: url.hostname, webhookToken, username };
    }
    case 'json':
    case 'jsons':
    case 'form':
    case 'forms': {
      if (!url.hostname) return { error: validationText('webUrl', { scheme }) };
      const target = `${web}://${hostOf(url)}${url.pathname || '/'}${url.search}`;
      return {
        service: scheme.startsWith('json') ? 'json' : 'form',
        url: target,
        auth: authOf(url),
      };
    }
    default: {
      // mailto://user@example.com, mailto:user@example.com, mailto://example.com?to=a@b.c,d@e.f
      const listed = url.searchParams.get('to');
      const to = listed
        ? listed.split(/[,\s]+/).filter(Boolean)
        : url.username
          ? [`${decodeURIComponent(url.username)}@${url.hostname}`]
          : [decodeURIComponent(url.pathname)];
      if (to.length === 0 || !to.every((address) => emailPattern.test(address))) {
        return { error: validationText('mailtoUrl') };
      }
      return { service: 'mailto', to };
    }
  }
}
