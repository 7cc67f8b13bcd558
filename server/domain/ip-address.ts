/**
 * Whether an IP address is one a server fetching URLs for its users may connect to: a globally
 * routable unicast address. Loopback, private, link-local, carrier-grade NAT, multicast,
 * documentation and other special-purpose ranges (IANA's special-purpose registries) are not,
 * so a URL cannot make Larder reach into the home network or this machine (SSRF).
 * IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4) are judged by that address.
 * Anything that does not parse is not public.
 */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4) return isPublicIpv4(v4);
  const v6 = parseIpv6(address);
  return v6 ? isPublicIpv6(v6) : false;
}

type Range = readonly [prefix: readonly number[], bits: number];

/** IPv4 ranges that are not globally reachable unicast. */
const blockedV4: readonly Range[] = [
  [[0], 8], // "this network"
  [[10], 8], // private
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8], // loopback
  [[169, 254], 16], // link-local (cloud metadata lives here)
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay anycast
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, broadcast
];

/** IPv6 ranges that are not globally reachable unicast, inside 2000::/3. */
const blockedV6: readonly Range[] = [
  [[0x20, 0x01, 0x00], 23], // IETF protocol assignments (Teredo, ORCHID, …)
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x3f, 0xff], 20], // documentation
];

function inRange(bytes: readonly number[], [prefix, bits]: Range): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const take = Math.min(8, bits - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

function isPublicIpv4(bytes: number[]): boolean {
  return !blockedV4.some((range) => inRange(bytes, range));
}

function isPublicIpv6(bytes: number[]): boolean {
  const mapped = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];
  if (inRange(bytes, [mapped, 96])) return isPublicIpv4(bytes.slice(12));
  if (inRange(bytes, [[0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96])) {
    return isPublicIpv4(bytes.slice(12)); // NAT64
  }
  if (inRange(bytes, [[0x20, 0x02], 16])) return isPublicIpv4(bytes.slice(2, 6)); // 6to4
  // Only global unicast (2000::/3); this also excludes ::, ::1, IPv4-compatible, ULA fc00::/7,
  // link-local fe80::/10, site-local, multicast ff00::/8, discard 100::/64 and local NAT64.
  if (!inRange(bytes, [[0x20], 3])) return false;
  return !blockedV6.some((range) => inRange(bytes, range));
}

/** Dotted quad with four decimal parts (no octal, hex or short forms), else null. */
export function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((part) => (/^(0|[1-9]\d{0,2})$/.test(part) ? Number(part) : NaN));
  return bytes.every((byte) => byte >= 0 && byte <= 255) ? bytes : null;
}

/** 16 bytes of an IPv6 address (with `::`, an IPv4 tail and a `%zone` allowed), else null. */
export function parseIpv6(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, '').replace(/%[^%]*$/, '');
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === '') return [];
    const pieces = part.split(':');
    const groups: number[] = [];
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (!v4) return null;
        groups.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...new Array<number>(missing).fill(0), ...tail];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

/**
 * The peer a throttle counts: an IPv4 address as it is (also when IPv4-mapped), an IPv6 address
 * by its /64 network, since one device may take any number of addresses inside its network.
 */
export function throttleKeyOf(remoteAddress: string): string {
  const address = remoteAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (parseIpv4(address)) return address;
  const v6 = parseIpv6(address);
  if (!v6) return address;
  const hex = (index: number) => (((v6[index] ?? 0) << 8) | (v6[index + 1] ?? 0)).toString(16);
  return `${hex(0)}:${hex(2)}:${hex(4)}:${hex(6)}::/64`;
}
