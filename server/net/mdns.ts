import { Bonjour } from 'bonjour-service';

import type { Logger } from '../log';

import { mdnsHostName } from './mdns-name';

export interface Announcement {
  /** Withdraws the service (a goodbye packet) and closes the multicast socket. */
  withdraw(): Promise<void>;
}

/**
 * Announces Larder over multicast DNS: an `_http._tcp` service named "Larder" on `port`, with
 * `larder.local` answering with this machine's addresses.
 */
export function announce(port: number, logger: Logger): Announcement {
  const bonjour = new Bonjour({}, (error: unknown) => {
    logger.warn({ err: error }, 'the mDNS announcement failed');
  });
  const service = bonjour.publish({
    name: 'Larder',
    type: 'http',
    port,
    host: mdnsHostName,
    txt: { path: '/' },
  });
  service.on('error', (error: unknown) => {
    logger.warn({ err: error }, 'the mDNS announcement failed');
  });
  return {
    withdraw: () =>
      new Promise<void>((resolve) => {
        bonjour.unpublishAll(() => bonjour.destroy(() => resolve()));
      }),
  };
}
