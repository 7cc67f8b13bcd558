import { test as base } from '@playwright/test';

import { startLarderServer, type LarderServer } from './helpers/larder-server';

export { expect } from '@playwright/test';

/** Every test gets its own server and data directory, started before and stopped after it. */
export const test = base.extend<{ server: LarderServer }>({
  // Playwright reads a fixture's dependencies from the destructured first parameter.
  // eslint-disable-next-line no-empty-pattern
  server: async ({}, use) => {
    const server = await startLarderServer();
    try {
      await use(server);
    } finally {
      await server.stop();
    }
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});
