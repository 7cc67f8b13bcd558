import path from 'node:path';

import { LanSharing } from '../net/lan-sharing';
import { createOcrEngine } from '../ocr/engine';

import { BackupRuntime } from './backups/backup-runtime';
import { runNightlyBackup } from './backups/backups.service';
import type { ServiceContext } from './context';
import { LoginThrottle } from './accounts/login-throttle';
import { NotificationRuntime } from './notifications/runtime';
import { ShoppingEventBus } from './shopping/shopping-events';

type ServiceContextParts = Pick<ServiceContext, 'db' | 'files' | 'secret' | 'logger' | 'settings'>;

/** The one way to build a service context: the given parts and fresh per-server state. */
export function createServiceContext(parts: ServiceContextParts): ServiceContext {
  return {
    ...parts,
    ocr: createOcrEngine(parts.files.temp, parts.logger),
    logins: new LoginThrottle(),
    backups: new BackupRuntime(runNightlyBackup),
    events: new ShoppingEventBus(),
    sharing: new LanSharing({
      choiceFile: path.join(parts.files.root, 'sharing.json'),
      logger: parts.logger,
    }),
    notifications: new NotificationRuntime(parts.settings.notifications),
  };
}
