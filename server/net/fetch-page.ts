import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

import { LocalizedError } from '../i18n/localized-error';
import type { MessageKey, MessageParams } from '../i18n/translate';
import { decodeHtml } from '../scraper/charset';

import { browserHeaders } from './browser-headers';
import {
  BlockedAddressError,
  guardedLookup,
  systemResolver,
  type Resolver,
} from './guarded-lookup';

type PageFetchFailure =
  'bad-url' | 'blocked' | 'redirects' | 'status' | 'not-html' | 'too-large' | 'timeout' | 'network';

export class PageFetchError extends LocalizedError {
  constructor(
    readonly reason: PageFetchFailure,
    key: MessageKey,
    params?: MessageParams,
    /** The HTTP status for `status` failures. */
    readonly status?: number,
  ) {
    super(key, params);
  }
}

export interface PageFetchOptions {
  /** May this address be connected to? Checked for every hop and every resolved address. */
  isAllowedAddress: (address: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  acceptLanguage?: string;
  resolve?: Resolver;
}

interface FetchedPage {
  html: string;
  /** The address after redirects. */
  url: string;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const pageTypes =
  /^(?:text\/html|application\/xhtml\+xml|text\/plain|application\/xml|text\/xml)?$/;

function pageUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new PageFetchError('bad-url', 'errors.net.thatIsNotAValid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PageFetchError('bad-url', 'errors.net.onlyHttpAndHttpsAddresses');
  }
  if (url.username || url.password) {
    throw new PageFetchError('bad-url', 'errors.net.addressesWithAUserName');
  }
  return url;
}

function failure(error: unknown, signal: AbortSignal, timeoutMs: number): PageFetchError {
  if (error instanceof PageFetchError) return error;
  if (error instanceof BlockedAddressError) {
    return new PageFetchError('blocked', 'errors.net.larderDoesNotFetchFrom', error.params);
  }
  if (signal.aborted) {
    return new PageFetchError('timeout', 'errors.net.theSiteDidNotAnswer', {
      value: timeoutMs / 1000,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PageFetchError('network', 'errors.net.couldNotReachTheSite', { message });
}

function get(
  url: URL,
  lookup: LookupFunction,
  signal: AbortSignal,
  headers: Record<string, string>,
) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(url, { method: 'GET', agent: false, lookup, signal, headers });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

/** The body, decompressed as its Content-Encoding says, refused past `maxBytes` decoded bytes. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'br'
        ? createBrotliDecompress()
        : encoding === 'deflate'
          ? createInflate()
          : null;
  const stream: Readable = decoder ? response.pipe(decoder) : response;
  if (decoder) response.once('error', (error) => decoder.destroy(error));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new PageFetchError('too-large', 'errors.net.thePageIsLargerThan', {
        value: maxBytes / 1024 / 1024,
      });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * GETs a web page the way a browser would (headers, up to 5 redirects, gzip/brotli/deflate,
 * its charset), within a time and size budget. Every hop may only connect to addresses the
 * caller allows: IP literals are checked here, host names on every resolved address by
 * `guardedLookup`, which also pins the connection to the checked address.
 */
export async function fetchPage(input: string, options: PageFetchOptions): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const signal = AbortSignal.timeout(timeoutMs);
  const lookup = guardedLookup(options.resolve ?? systemResolver, options.isAllowedAddress);
  const headers = browserHeaders(options.acceptLanguage);
  let url = pageUrl(input);
  try {
    for (let hop = 0; ; hop += 1) {
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(literal) !== 0 && !options.isAllowedAddress(literal)) {
        throw new PageFetchError('blocked', 'errors.net.isNotAnAddressLarder', { literal });
      }
      const response = await get(url, lookup, signal, headers);
      const status = response.statusCode ?? 0;
      if (redirectStatuses.has(status) && response.headers.location) {
        response.resume();
        if (hop >= (options.maxRedirects ?? 5)) {
          throw new PageFetchError('redirects', 'errors.net.theSiteRedirectedTooMany');
        }
        url = pageUrl(new URL(response.headers.location, url).href);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new PageFetchError(
          'status',
          'errors.net.theSiteRefusedTheRequest',
          { status },
          status,
        );
      }
      const contentType = response.headers['content-type'] ?? '';
      const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!pageTypes.test(type)) {
        response.destroy();
        throw new PageFetchError('not-html', 'errors.net.thatAddressIsNotA', { type });
      }
      const body = await readBody(response, maxBytes);
      return { html: decodeHtml(body, contentType), url: url.href };
    }
  } catch (error) {
    throw failure(error, signal, timeoutMs);
  }
}
