import type { Db } from '../db/database';
import type { UserWithGroup } from '../db/repos/users.repo';
import type { DataDir } from '../files/data-dir';
import type { Logger } from '../log';
import type { SmtpSettings } from '../mail/smtp-settings';
import type { LanSharing } from '../net/lan-sharing';
import type { OcrEngine } from '../ocr/engine';

import type { BackupRuntime } from './backups/backup-runtime';
import type { LoginThrottle } from './accounts/login-throttle';
import type { NotificationOptions, NotificationRuntime } from './notifications/runtime';
import type { ShoppingEventBus } from './shopping/shopping-events';

/**
 * What every service call gets: the database, the signing key, settings and a logger. `db` and
 * `secret` are read at call time: a restore replaces them while the server runs.
 */
export interface ServiceContext {
  db: Db;
  /** The data directory's folders (images, assets, exports, temp). */
  files: DataDir;
  secret: Uint8Array;
  logger: Logger;
  settings: ServerSettings;
  /** Offline text recognition for photo imports (workers start on first use). */
  ocr: OcrEngine;
  /** Failed sign-ins remembered in memory: per-address back-off and unknown names. */
  logins: LoginThrottle;
  /** Backup jobs, the restore's request gate and the nightly timer. */
  backups: BackupRuntime;
  /** Live changes of shopping lists, for their event streams. */
  events: ShoppingEventBus;
  /** Listening on the home network besides loopback, switched while the server runs. */
  sharing: LanSharing;
  /** Webhooks' schedule and the deliveries of webhooks, notifiers and recipe actions. */
  notifications: NotificationRuntime;
}

export interface ServerSettings {
  port: number;
  dataDir: string;
  databaseFile: string;
  /** Let server-side downloads reach loopback and private addresses (tests, trusted LANs). */
  allowPrivateFetch?: boolean;
  /** Registration without an invitation may create a household. */
  allowSignup: boolean;
  /** Where links in emails point, without a trailing slash: LARDER_BASE_URL, else the local URL. */
  baseUrl: string;
  /** Whether the base URL was configured (Mealie's `baseUrlSet` check). */
  baseUrlSet: boolean;
  smtp: SmtpSettings | null;
  /** better-sqlite3's addon built for Electron, for the connections backups open. */
  nativeBinding?: string;
  /** `LARDER_BACKUP_DIR`: where backups go, whatever the site settings say. */
  backupDir?: string;
  /** Outgoing notifications' clock, schedule and delivery settings (tests change them). */
  notifications?: NotificationOptions;
}

/** Who is calling. Visitors are anonymous; users come from an access token or an API token. */
export type Actor = { kind: 'visitor' } | { kind: 'user'; user: UserWithGroup };

export const visitor: Actor = { kind: 'visitor' };
