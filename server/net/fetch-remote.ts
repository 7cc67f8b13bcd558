import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';

import { LocalizedError } from '../i18n/localized-error';
import type { MessageKey, MessageParams } from '../i18n/translate';
import { isPublicAddress } from '../domain/ip-address';

import {
  BlockedAddressError,
  guardedLookup,
  systemResolver,
  type Resolver,
} from './guarded-lookup';

export interface FetchRemoteOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Allow loopback, private and link-local addresses (tests serving files from 127.0.0.1). */
  allowPrivate: boolean;
  /** Replaces the address policy that `allowPrivate` picks (tests, stricter callers). */
  isAllowedAddress?: (address: string) => boolean;
  maxRedirects?: number;
  /** Checked on the final response before its body is read. */
  acceptContentType?: (contentType: string) => boolean;
  headers?: Record<string, string>;
  resolve?: Resolver;
}

interface RemoteFile {
  body: Buffer;
  contentType: string;
  /** The URL after redirects. */
  url: string;
}

type RemoteFetchFailure =
  | 'bad-url'
  | 'blocked'
  | 'redirects'
  | 'status'
  | 'content-type'
  | 'too-large'
  | 'timeout'
  | 'network';

export class RemoteFetchError extends LocalizedError {
  constructor(
    readonly reason: RemoteFetchFailure,
    key: MessageKey,
    params?: MessageParams,
  ) {
    super(key, params);
  }
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * GETs an http(s) URL for the server's own use (an image a person pasted a link to), within a
 * time and size budget. Every hop, redirects included (at most `maxRedirects`, default 5), may
 * only connect to public addresses unless `allowPrivate`: IP literals are checked here, names
 * through `guardedLookup` on every resolved address.
 */
export async function fetchRemote(input: string, options: FetchRemoteOptions): Promise<RemoteFile> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const isAllowed =
    options.isAllowedAddress ?? (options.allowPrivate ? () => true : isPublicAddress);
  const lookup = guardedLookup(options.resolve ?? systemResolver, isAllowed);
  const maxRedirects = options.maxRedirects ?? 5;
  let url = httpUrl(input);
  for (let hop = 0; ; hop++) {
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) !== 0 && !isAllowed(literal)) {
      throw new RemoteFetchError('blocked', 'errors.net.isNotAPublicAddress', { literal });
    }
    const response = await get(url, { lookup, signal, headers: options.headers ?? {} });
    const status = response.statusCode ?? 0;
    if (redirectStatuses.has(status)) {
      response.resume();
      const location = response.headers.location;
      if (!location)
        throw new RemoteFetchError('status', 'errors.net.httpWithoutALocation', { status });
      if (hop >= maxRedirects)
        throw new RemoteFetchError('redirects', 'errors.net.tooManyRedirects');
      url = httpUrl(new URL(location, url).href);
      continue;
    }
    return await readResponse(response, status, url, options, signal);
  }
}

function httpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RemoteFetchError('bad-url', 'errors.net.notAValidUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RemoteFetchError('bad-url', 'errors.net.onlyHttpAndHttpsUrls');
  }
  if (url.username || url.password) {
    throw new RemoteFetchError('bad-url', 'errors.net.urlsWithCredentialsAreNot');
  }
  return url;
}

function get(
  url: URL,
  init: {
    lookup: http.RequestOptions['lookup'];
    signal: AbortSignal;
    headers: Record<string, string>;
  },
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: init.lookup,
      signal: init.signal,
      headers: { 'user-agent': 'Larder', ...init.headers },
    });
    request.once('response', resolve);
    request.on('error', (error) => reject(toFetchError(error, init.signal)));
    request.end();
  });
}

async function readResponse(
  response: IncomingMessage,
  status: number,
  url: URL,
  options: FetchRemoteOptions,
  signal: AbortSignal,
): Promise<RemoteFile> {
  const contentType = (response.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
  const declared = Number(response.headers['content-length'] ?? NaN);
  const refuse = (reason: RemoteFetchFailure, key: MessageKey, params?: MessageParams) => {
    response.destroy();
    return new RemoteFetchError(reason, key, params);
  };
  if (status !== 200) throw refuse('status', 'errors.net.theAddressAnsweredHttp', { status });
  if (options.acceptContentType && !options.acceptContentType(contentType.toLowerCase())) {
    throw refuse('content-type', 'errors.net.unexpectedContentType', {
      contentType: contentType || 'none',
    });
  }
  if (declared > options.maxBytes) throw refuse('too-large', 'errors.net.theFileIsTooLarge');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > options.maxBytes) throw refuse('too-large', 'errors.net.theFileIsTooLarge');
      chunks.push(chunk);
    }
  } catch (error) {
    throw toFetchError(error, signal);
  }
  return { body: Buffer.concat(chunks), contentType, url: url.href };
}

function toFetchError(error: unknown, signal: AbortSignal): RemoteFetchError {
  if (error instanceof RemoteFetchError) return error;
  if (error instanceof BlockedAddressError)
    return new RemoteFetchError('blocked', error.key, error.params);
  if (signal.aborted) return new RemoteFetchError('timeout', 'errors.net.theAddressTookTooLong');
  const message = error instanceof Error ? error.message : String(error);
  return new RemoteFetchError('network', 'errors.net.couldNotFetch', { message });
}
