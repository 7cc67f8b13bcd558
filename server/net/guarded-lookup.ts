import { promises as dns, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';

import { LocalizedError } from '../i18n/localized-error';

/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  dns.lookup(hostname, { all: true, verbatim: true });

/** A host resolved to an address the fetch policy refuses. */
export class BlockedAddressError extends LocalizedError {
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super('errors.net.resolvesToANonPublicAddress', { hostname, address });
  }
}

/**
 * A `lookup` for `http.request` that resolves the host, refuses it when ANY of its addresses is
 * not allowed, and hands the checked addresses to the socket. The connection therefore goes to
 * an address that was checked (no second resolution an attacker's DNS could answer differently,
 * i.e. DNS rebinding), and a name with one public and one private address is refused outright.
 */
export function guardedLookup(
  resolve: Resolver,
  isAllowed: (address: string) => boolean,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((addresses) => {
        const first = addresses[0];
        if (!first) throw Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' });
        const refused = addresses.find((entry) => !isAllowed(entry.address));
        if (refused) throw new BlockedAddressError(hostname, refused.address);
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      })
      .catch((error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), '', 0);
      });
  };
}
