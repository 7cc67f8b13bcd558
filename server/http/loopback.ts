import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request comes from this very machine. The socket's peer address cannot be forged
 * over TCP, unlike headers; but a reverse proxy on this machine makes everyone look local, so a
 * request that carries forwarding headers is never treated as local.
 */
export function isLoopbackRequest(
  remoteAddress: string | undefined,
  headers: IncomingHttpHeaders,
): boolean {
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  if (!remoteAddress) return false;
  const address = remoteAddress.startsWith('::ffff:') ? remoteAddress.slice(7) : remoteAddress;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}
