import type { Canceled, DesktopBridge, PickedArchive } from '../../preload/bridge';

import type { Platform } from './types';

const asFile = (picked: PickedArchive | Canceled): File | null =>
  'canceled' in picked ? null : new File([new Uint8Array(picked.bytes)], picked.name);

export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  return {
    isDesktop: true,
    print: () => bridge.print(),
    files: {
      saveBackupAs: async (name) => {
        const saved = await bridge.saveBackupAs(name);
        return 'canceled' in saved ? null : saved.saved;
      },
      openBackupArchive: async () => asFile(await bridge.openBackupArchive()),
      openMigrationArchive: async (type) => asFile(await bridge.openMigrationArchive(type)),
    },
  };
}
