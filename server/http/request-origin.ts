import { isIP } from 'node:net';
import { hostname } from 'node:os';

import type { Request, RequestHandler } from 'express';

import { isLoopbackRequest } from './loopback';

import { mdnsHostName } from '../net/mdns-name';

import { authCookieName, paths } from '../contract/paths';
import { ForbiddenError } from '../domain/errors';
import type { ServiceContext } from '../services/context';

/** The name part of a Host header or URL host: `Kitchen.local:9925` → `kitchen.local`. */
function nameOf(host: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed?.[1]) return bracketed[1].toLowerCase();
  return host.replace(/:\d+$/, '').toLowerCase();
}

/**
 * Whether Larder answers to this Host. An address (127.0.0.1, 192.168.1.20, [::1]) cannot be a
 * DNS rebinding attack, nor can `localhost` and its subdomains, which browsers keep on this machine;
 * other names must be this computer's own (`kitchen`, `kitchen.local`, the announced
 * `larder.local`) or the base URL's.
 */
function isKnownHost(host: string | undefined, baseUrl: string): boolean {
  if (!host) return false;
  const name = nameOf(host);
  if (isIP(name) !== 0) return true;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const machine = hostname().toLowerCase();
  if (name === machine || name === `${machine}.local` || name === mdnsHostName) return true;
  return baseUrl !== '' && name === nameOf(new URL(baseUrl).host);
}

/** An Origin header matches when it names the requested host, or the configured base URL. */
function originMatches(origin: string, host: string, baseUrl: string): boolean {
  if (!URL.canParse(origin)) return false;
  const from = new URL(origin);
  return from.host === host || (baseUrl !== '' && from.origin === new URL(baseUrl).origin);
}

/**
 * A person at this very computer: a loopback socket, no proxy in between, and a name Larder
 * answers to (a rebinding page on this machine is loopback too, but comes with its own name).
 */
export function isFromThisMachine(req: Request, baseUrl: string): boolean {
  return (
    isLoopbackRequest(req.socket.remoteAddress, req.headers) &&
    isKnownHost(req.headers.host, baseUrl)
  );
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function isCookieAuthenticated(req: Request): boolean {
  if (req.headers.authorization?.toLowerCase().startsWith('bearer ')) return false;
  return req.headers.cookie?.includes(`${authCookieName}=`) ?? false;
}

/**
 * First-run set-up and every state change a browser makes with the session cookie must come to a
 * name Larder answers to, from a page of the same origin. A page on another site that rebinds its
 * name to this machine (DNS rebinding) or posts across sites is turned away with a 403 before any
 * route runs. API clients that send a bearer token are not browsers riding on a cookie.
 */
export function guardRequestOrigin(ctx: ServiceContext): RequestHandler {
  return (req, _res, next) => {
    if (safeMethods.has(req.method)) return next();
    if (req.path !== paths.setup && !isCookieAuthenticated(req)) return next();
    const { host, origin } = req.headers;
    const { baseUrl } = ctx.settings;
    if (host === undefined || !isKnownHost(host, baseUrl)) {
      return next(new ForbiddenError('errors.http.larderDoesNotAnswerTo', { value: host ?? '' }));
    }
    if (origin !== undefined && !originMatches(origin, host, baseUrl)) {
      return next(new ForbiddenError('errors.http.requestsFromOtherSitesAre'));
    }
    next();
  };
}
