import { createServer, type RequestListener, type Server } from 'node:http';

import { InvalidError, RefusedError } from '../domain/errors';
import type { Logger } from '../log';

import { addressUrl, lanAddresses } from './lan-addresses';
import type { Announcement } from './mdns';
import { readSharingChoice, writeSharingChoice } from './sharing-choice';

export interface SharingStatus {
  enabled: boolean;
  /** Every address of this machine other devices can open, while sharing is on. */
  urls: string[];
  /** `larder.local` (or this machine's `.local` name) while announced over mDNS, else null. */
  mdnsName: string | null;
}

export interface LanSharingOptions {
  /** `sharing.json` in the data directory: the choice survives restarts. */
  choiceFile: string;
  logger: Logger;
}

export interface Attachment {
  handler: RequestListener;
  port: number;
  /** Announce over mDNS while sharing (off with `--no-mdns` / `LARDER_MDNS=false`). */
  mdns: boolean;
  /** First run (no administrator yet) stays on this computer. */
  isSetupRequired: () => Promise<boolean>;
  /** The addresses to listen on; every LAN address of this machine (read at each switch) unless given. */
  addresses?: string[];
}

/** How long requests still running on the LAN (event streams) may go on after sharing stops. */
const drainMs = 3000;

function listen(handler: RequestListener, address: string, port: number): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: address, port }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** Stops accepting at once; open requests may finish for a moment, then their sockets close. */
function stopListening(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), drainMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Sharing on the home network: besides its loopback listener, the running server listens on each
 * LAN address on the same port and announces itself over mDNS. Turning it off closes only those
 * listeners; requests on loopback never notice.
 */
export class LanSharing {
  private attachment: Attachment | null = null;
  private listeners: { url: string; server: Server }[] = [];
  private announcement: Announcement | null = null;
  /** Switches run one after another: a second click waits for the first. */
  private queue: Promise<unknown> = Promise.resolve();
  /** LAN listeners closed while their last requests finish. */
  private draining = new Map<Server, Promise<void>>();
  private readonly watchers = new Set<(status: SharingStatus) => void>();
  private isWaitingForSetup = false;

  constructor(private readonly options: LanSharingOptions) {}

  /** Called once the loopback server listens; turns sharing on if it was on when Larder stopped. */
  async attach(attachment: Attachment, shareNow: boolean): Promise<void> {
    this.attachment = attachment;
    if (!shareNow && !readSharingChoice(this.options.choiceFile)) return;
    if (await attachment.isSetupRequired()) {
      this.isWaitingForSetup = true;
      this.options.logger.info('sharing on the network waits until the administrator exists');
      return;
    }
    await this.startAsked();
  }

  /** The first administrator exists: sharing asked for at start (`--lan`) begins now. */
  async startAfterSetup(): Promise<void> {
    if (!this.isWaitingForSetup) return;
    this.isWaitingForSetup = false;
    await this.startAsked();
  }

  private async startAsked(): Promise<void> {
    try {
      await this.run(() => this.open());
    } catch (error) {
      // A home server may boot before its network is up: Larder still starts, on loopback.
      this.options.logger.warn({ err: error }, 'sharing on the network could not start');
    }
  }

  status(): SharingStatus {
    return {
      enabled: this.listeners.length > 0,
      urls: this.listeners.map((listener) => listener.url),
      mdnsName: this.announcement?.hostName() ?? null,
    };
  }

  /** Turns sharing on and remembers it. Refused before the first administrator exists. */
  enable(): Promise<SharingStatus> {
    return this.run(async () => {
      const attachment = this.requireAttached();
      if (await attachment.isSetupRequired()) {
        throw new RefusedError('errors.net.createTheAdministratorFirstUntil');
      }
      if (!this.status().enabled) await this.open();
      writeSharingChoice(this.options.choiceFile, true);
      return this.status();
    });
  }

  /** Turns sharing off and remembers it; answers once the LAN listeners stopped accepting. */
  disable(): Promise<SharingStatus> {
    return this.run(async () => {
      this.requireAttached();
      await this.shut();
      writeSharingChoice(this.options.choiceFile, false);
      return this.status();
    });
  }

  /** Stops sharing for shutdown, cutting LAN connections as loopback's are; the choice stays. */
  async close(): Promise<void> {
    await this.run(() => this.shut());
    this.attachment = null;
    for (const server of this.draining.keys()) server.closeAllConnections();
    await Promise.all(this.draining.values());
  }

  private requireAttached(): Attachment {
    if (!this.attachment) throw new InvalidError('errors.net.larderIsNotListening');
    return this.attachment;
  }

  /** Calls `listener` after every switch, wherever it came from; returns how to stop. */
  watch(listener: (status: SharingStatus) => void): () => void {
    this.watchers.add(listener);
    return () => this.watchers.delete(listener);
  }

  private run<T>(step: () => Promise<T>): Promise<T> {
    const result = this.queue.then(step).finally(() => {
      const status = this.status();
      for (const watcher of this.watchers) watcher(status);
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async open(): Promise<void> {
    const { handler, port, mdns, addresses } = this.requireAttached();
    const wanted = addresses ?? lanAddresses();
    if (wanted.length === 0) {
      throw new InvalidError('errors.net.thisComputerIsNotConnected');
    }
    try {
      for (const address of wanted) {
        this.listeners.push({
          url: addressUrl(address, port),
          server: await listen(handler, address, port),
        });
      }
    } catch (error) {
      await this.shut();
      const reason = error instanceof Error ? error.message : String(error);
      throw new InvalidError('errors.net.larderCouldNotListenOn', { reason });
    }
    if (mdns) this.announcement = (await import('./mdns')).announce(port, this.options.logger);
    this.options.logger.info({ urls: this.status().urls }, 'sharing on the network');
  }

  private async shut(): Promise<void> {
    for (const { server } of this.listeners) {
      this.draining.set(
        server,
        stopListening(server).then(() => {
          this.draining.delete(server);
        }),
      );
    }
    this.listeners = [];
    const announcement = this.announcement;
    this.announcement = null;
    await announcement?.withdraw();
  }
}
