import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';

import { BlockedAddressError, guardedLookup, systemResolver } from './guarded-lookup';

export interface PostRemoteOptions {
  /** The fetch policy of recipe imports (`fetchableAddress`): which addresses may be reached. */
  isAllowedAddress: (address: string) => boolean;
  /** Ends the call: its time budget, or the server closing. */
  signal: AbortSignal;
  headers: Record<string, string>;
  body: string;
}

/** How a POST ended: the receiver's status, or why there was none (`status` null). */
export interface PostOutcome {
  status: number | null;
  error: string | null;
}

/**
 * POSTs a body to an http(s) URL for the server's own use (webhooks, notifiers), connecting only
 * to addresses `isAllowedAddress` accepts, as recipe downloads do: IP literals are checked here,
 * names through `guardedLookup`. Redirects are not followed. The answer's body is discarded.
 */
export async function postRemote(target: string, options: PostRemoteOptions): Promise<PostOutcome> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { status: null, error: 'Not a valid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { status: null, error: 'Only http and https URLs can be called' };
  }
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) !== 0 && !options.isAllowedAddress(literal)) {
    return { status: null, error: `${literal} is not an address the server may call` };
  }
  const lookup = guardedLookup(systemResolver, options.isAllowedAddress);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(url, {
      method: 'POST',
      agent: false,
      lookup,
      signal: options.signal,
      headers: {
        'user-agent': 'Larder',
        'content-length': Buffer.byteLength(options.body),
        ...options.headers,
      },
    });
    request.once('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? null, error: null });
    });
    request.on('error', (error) => {
      if (options.signal.aborted) {
        resolve({ status: null, error: 'The receiver took too long to answer' });
      } else if (error instanceof BlockedAddressError) {
        resolve({ status: null, error: error.message });
      } else {
        resolve({ status: null, error: `Could not connect: ${error.message}` });
      }
    });
    request.end(options.body);
  });
}
