import { isIPv4, isIPv6 } from 'node:net';
import { networkInterfaces } from 'node:os';

/** Bridges to containers and virtual machines on this computer: no phone is behind them. */
const virtualBridge = /^(docker|br-|veth|virbr|vmnet|vboxnet|cni|podman|lxcbr|lxdbr)/;

/**
 * The addresses other devices of the home network can open: every non-internal IPv4 and IPv6
 * address. IPv6 link-local ones (fe80::) are left out: a browser cannot open them by address.
 */
export function lanAddresses(): string[] {
  const found: string[] = [];
  for (const [name, entries] of Object.entries(networkInterfaces())) {
    if (virtualBridge.test(name)) continue;
    for (const entry of entries ?? []) {
      if (entry.internal) continue;
      if (entry.family === 'IPv6' && /^fe[89ab]/i.test(entry.address)) continue;
      found.push(entry.address);
    }
  }
  return found;
}

/** `http://192.168.1.20:9925/` or `http://[fd00::2]:9925/`. */
export function addressUrl(address: string, port: number): string {
  return `http://${isIPv6(address) ? `[${address}]` : address}:${port}/`;
}

/** The address to hand out (QR code, email links): an IPv4 one when there is one, phones know it. */
export function preferredUrl(urls: string[]): string | null {
  return urls.find((url) => isIPv4(new URL(url).hostname)) ?? urls[0] ?? null;
}
