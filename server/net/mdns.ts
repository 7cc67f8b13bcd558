import { hostname } from 'node:os';

import { Bonjour, type Service } from 'bonjour-service';

import type { Logger } from '../log';

import { mdnsHostName } from './mdns-name';

/**
 * Long enough for the three probes a first announcement sends: a service still not announced by
 * then was stopped because another device answered for the name.
 */
const claimMs = 3000;

export interface Announcement {
  /** What other devices open: `larder.local`, or this machine's `.local` name when taken. */
  hostName(): string;
  /** Withdraws the service (a goodbye packet) and closes the multicast socket. */
  withdraw(): Promise<void>;
}

/**
 * Announces Larder over multicast DNS: an `_http._tcp` service named "Larder" on `port`, with
 * `larder.local` answering with this machine's addresses. When another Larder on the network
 * holds that name already, this one becomes "Larder on <machine>" at `<machine>.local`.
 */
export function announce(port: number, logger: Logger): Announcement {
  const failed = (error: unknown) => logger.warn({ err: error }, 'the mDNS announcement failed');
  const bonjour = new Bonjour({}, failed);
  const publish = (name: string, host: string): Service => {
    const service = bonjour.publish({ name, type: 'http', port, host, txt: { path: '/' } });
    service.on('error', failed);
    return service;
  };
  let host = mdnsHostName;
  const first = publish('Larder', host);
  const fallback = setTimeout(() => {
    if (first.activated) return;
    const machine = hostname();
    host = `${machine.toLowerCase()}.local`;
    logger.warn({ host }, 'another Larder announces larder.local: announcing this machine’s name');
    publish(`Larder on ${machine}`, host);
  }, claimMs);
  fallback.unref();
  return {
    hostName: () => host,
    withdraw: () => {
      clearTimeout(fallback);
      return new Promise<void>((resolve) => {
        bonjour.unpublishAll(() => bonjour.destroy(() => resolve()));
      });
    },
  };
}
