import type { AddressInfo } from 'node:net';

import { serveAndAnnounce } from './announce';
import type { ServeConfig } from './config';
import { openDatabase, type OpenDatabaseOptions } from './db/database';
import { migrateToLatest } from './db/migrate';
import { defaultRendererDir } from './files/app-root';
import { clearUploads, ensureDataDir } from './files/data-dir';
import { loadOrCreateSecret } from './files/secret';
import { createApp } from './http/app';
import { preferredUrl } from './net/lan-addresses';
import type { SharingStatus } from './net/lan-sharing';
import { openFileLogger } from './log';
import { endInterruptedServerTasks } from './services/maintenance/server-task-runs';
import type { SmtpSettings } from './mail/smtp-settings';
import type { NotificationOptions } from './services/notifications/runtime';
import { bootstrapAdminFromEnv, isSetupRequired } from './services/accounts/setup.service';
import { finishInterruptedRestore } from './backups/swap';
import { removeStagingLeftovers } from './backups/staging-leftovers';
import { createServiceContext } from './services/create-context';

export interface StartServerOptions {
  dataDir: string;
  host: string;
  port: number;
  /** The built renderer; defaults to `dist/renderer` beside package.json. */
  rendererDir?: string;
  /** better-sqlite3 addon built for Electron's ABI, when running inside the desktop app. */
  nativeBinding?: string;
  /** Creates the first admin on a fresh install (LARDER_ADMIN_EMAIL / LARDER_ADMIN_PASSWORD). */
  initialAdmin?: { email: string; password: string } | null;
  /** Let downloads by URL reach loopback and private addresses (LARDER_ALLOW_PRIVATE_FETCH). */
  allowPrivateFetch?: boolean;
  /** Registration without an invitation creates a household (LARDER_ALLOW_SIGNUP). */
  allowSignup?: boolean;
  /** The address people open; links in emails start with it (LARDER_BASE_URL). */
  baseUrl?: string;
  /** Outgoing mail (LARDER_SMTP_*); without it, email calls answer that mail is not set up. */
  smtp?: SmtpSettings;
  /** For `bench/durability.ts` only, which compares the two; no setting leads here. */
  synchronous?: OpenDatabaseOptions['synchronous'];
  /** Where backups go, whatever the site settings say (LARDER_BACKUP_DIR). */
  backupDir?: string;
  /** Share on the home network from the start (`--lan`), whatever was chosen last time. */
  lan?: boolean;
  /** Announce over mDNS while sharing (default on; `--no-mdns` / `LARDER_MDNS=false`). */
  mdns?: boolean;
  /** The addresses sharing listens on, instead of every LAN address of this machine. */
  lanAddresses?: string[];
  /** Webhooks' clock and schedule, delivery timeouts, retries and Discord's API root (tests). */
  notifications?: NotificationOptions;
}

/** Sharing on the home network, switched while the server runs (the tray, the sharing page). */
export interface SharingSwitch {
  enable(): Promise<SharingStatus>;
  disable(): Promise<SharingStatus>;
  status(): SharingStatus;
  /** Calls `listener` after every switch (the tray follows the sharing page); returns `unwatch`. */
  watch(listener: (status: SharingStatus) => void): () => void;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The first-run page while no user exists (open it on this machine), else null. */
  setupUrl: string | null;
  sharing: SharingSwitch;
  close(): Promise<void>;
}

/** Loopback URL for wildcard binds: the address a person on this machine can open. */
function localUrl(host: string, port: number): string {
  const shown =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/`;
}

/** Opens the data dir and database, migrates, and listens. Used by Electron and `npm run serve`. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const dir = ensureDataDir(options.dataDir);
  clearUploads(dir);
  const log = await openFileLogger(dir.logFile);
  const logger = log.logger;
  if (await finishInterruptedRestore(dir.root)) logger.warn('finished a restore cut short');
  await removeStagingLeftovers(dir.temp, options.backupDir ?? dir.backups);
  const { db, sqlite } = openDatabase(dir.database, {
    nativeBinding: options.nativeBinding,
    synchronous: options.synchronous,
  });
  const migration = await migrateToLatest(db.withoutPlugins() as never, sqlite, dir.backups);
  if (migration.applied.length > 0) logger.info(migration, 'database migrated');
  await endInterruptedServerTasks({ db, logger }, 'the server stopped while it ran');

  const ctx = createServiceContext({
    db,
    files: dir,
    secret: loadOrCreateSecret(dir.secret),
    logger,
    settings: {
      port: options.port,
      dataDir: dir.root,
      databaseFile: dir.database,
      allowPrivateFetch: options.allowPrivateFetch ?? false,
      allowSignup: options.allowSignup ?? false,
      baseUrl: options.baseUrl?.replace(/\/+$/, '') ?? '',
      baseUrlSet: options.baseUrl !== undefined,
      smtp: options.smtp ?? null,
      nativeBinding: options.nativeBinding,
      backupDir: options.backupDir,
      notifications: options.notifications,
    },
  });
  if (await bootstrapAdminFromEnv(ctx, options.initialAdmin ?? null)) {
    logger.info('administrator created from LARDER_ADMIN_EMAIL');
  }
  const app = createApp(ctx, options.rendererDir ?? defaultRendererDir());

  const server = app.listen(options.port, options.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  ctx.settings.port = port;
  const url = localUrl(options.host, port);
  if (!ctx.settings.baseUrlSet) {
    ctx.settings.baseUrl = url.replace(/\/$/, '');
    // Links in emails open on other devices: while shared, they carry a LAN address.
    ctx.sharing.watch((status) => {
      ctx.settings.baseUrl = (preferredUrl(status.urls) ?? url).replace(/\/$/, '');
    });
  }
  logger.info({ url, host: options.host, port }, 'server listening');
  await ctx.sharing.attach(
    {
      handler: app,
      port,
      mdns: options.mdns ?? true,
      addresses: options.lanAddresses,
      isSetupRequired: () => isSetupRequired(ctx.db),
    },
    options.lan ?? false,
  );
  // After listening: the timer's module loads while the first requests are answered.
  ctx.backups.schedule.apply(ctx).catch((error: unknown) => {
    logger.error({ err: error }, 'the nightly backup could not be scheduled');
  });
  ctx.notifications.scheduler.start(ctx).catch((error: unknown) => {
    logger.error({ err: error }, 'the webhooks could not be scheduled');
  });

  return {
    url,
    port,
    setupUrl: (await isSetupRequired(db)) ? `${url}setup` : null,
    sharing: {
      enable: () => ctx.sharing.enable(),
      disable: () => ctx.sharing.disable(),
      status: () => ctx.sharing.status(),
      watch: (listener) => ctx.sharing.watch(listener),
    },
    close: async () => {
      ctx.backups.schedule.stop();
      await ctx.notifications.stop();
      await ctx.sharing.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ctx.backups.jobs.idle();
      await ctx.ocr.close();
      await ctx.db.destroy();
      await log.close();
    },
  };
}

export { defaultPort, readServeConfig, type ServeConfig } from './config';
export type { SharingStatus } from './net/lan-sharing';
export { closeOnSignals } from './announce';

/** `startServer` from a serve config, printing the URL (and the first-run URL) for the person. */
export function serve(config: ServeConfig, print: (line: string) => void): Promise<RunningServer> {
  return serveAndAnnounce(startServer, config, print);
}
