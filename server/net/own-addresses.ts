import { networkInterfaces } from 'node:os';

/** Every address of this machine's network interfaces, lower-cased, zone ids dropped. */
export function ownAddresses(): Set<string> {
  const found = new Set<string>();
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) found.add(entry.address.replace(/%.*$/, '').toLowerCase());
  }
  return found;
}
