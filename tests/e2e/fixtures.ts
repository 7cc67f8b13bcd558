import { test as base, expect } from '@playwright/test';

import { startLarderServer, type LarderServer } from './helpers/larder-server';

export { expect };

/**
 * Every test gets its own server and data directory, started before and stopped after it, and
 * fails if the page throws an uncaught error.
 */
export const test = base.extend<{ server: LarderServer; pageErrors: Error[] }>({
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
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
