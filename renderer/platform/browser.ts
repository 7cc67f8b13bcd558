import type { Platform } from './types';

export function createBrowserPlatform(): Platform {
  return {
    isDesktop: false,
    print: () => {
      window.print();
      return Promise.resolve();
    },
    files: null,
  };
}
