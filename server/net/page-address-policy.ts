import { isPublicAddress, parseIpv4, parseIpv6 } from '../domain/ip-address';

/** IPv4 bytes of an address, also when written as IPv4-mapped IPv6 (`::ffff:a.b.c.d`). */
function ipv4Of(address: string): number[] | null {
  const v4 = parseIpv4(address);
  if (v4) return v4;
  const v6 = parseIpv6(address);
  if (v6?.slice(0, 10).every((b) => b === 0) && v6[10] === 0xff && v6[11] === 0xff) {
    return v6.slice(12);
  }
  return null;
}

/**
 * Addresses no recipe site lives at, even when private fetches are allowed: unspecified
 * (`0.0.0.0`, `::`), link-local (169.254/16 holds cloud metadata services; fe80::/10) and
 * multicast. Unparseable text counts as one of them.
 */
export function isNeverFetchable(address: string): boolean {
  const v4 = ipv4Of(address);
  if (v4) {
    const [a = 0, b = 0] = v4;
    return a === 0 || (a === 169 && b === 254) || a >= 224;
  }
  const v6 = parseIpv6(address);
  if (!v6) return true;
  const [first = 0, second = 0] = v6;
  return (
    v6.every((byte) => byte === 0) || first === 0xff || (first === 0xfe && (second & 0xc0) === 0x80)
  );
}

/** 127.0.0.0/8, `::1` and their IPv4-mapped forms. */
function isLoopback(address: string): boolean {
  const v4 = ipv4Of(address);
  if (v4) return v4[0] === 127;
  const v6 = parseIpv6(address);
  return v6 !== null && v6.slice(0, 15).every((byte) => byte === 0) && v6[15] === 1;
}

interface PagePolicy {
  /** Private ranges (home networks): an admin's choice, or `LARDER_ALLOW_PRIVATE_FETCH`. */
  allowPrivate: boolean;
  /** This machine itself (loopback and its own addresses): only `LARDER_ALLOW_PRIVATE_FETCH`. */
  allowLoopback: boolean;
  /** This machine's own interface addresses, lower-cased. */
  ownAddresses: ReadonlySet<string>;
}

/**
 * Which addresses the recipe importer may connect to: public unicast addresses; private ranges
 * when allowed; this machine (loopback, its own addresses) only when that is allowed too; never
 * unspecified, link-local or multicast ones.
 */
export function isFetchableAddress(address: string, policy: PagePolicy): boolean {
  if (isNeverFetchable(address)) return false;
  if (isLoopback(address) || policy.ownAddresses.has(address.toLowerCase())) {
    return policy.allowLoopback;
  }
  return isPublicAddress(address) || policy.allowPrivate;
}
