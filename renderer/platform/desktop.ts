import type { DesktopBridge } from '../../preload/bridge';

import type { Platform } from './types';

export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  return {
    isDesktop: true,
    print: () => bridge.print(),
  };
}
