import { test as base, expect } from '@playwright/test';

import { startLarderServer, type LarderServer } from './helpers/larder-server';

export { expect };

/**
 * Every test gets its own server and data directory, started before and stopped after it, and
 * fails if the page throws an uncaught error.
 */
export const test = base.extend<{
  allowPrivateFetch: boolean;
  server: LarderServer;
  pageErrors: Error[];
}>({
  /** Whether the server may fetch pages from this machine (`test.use` it in import tests). */
  allowPrivateFetch: [false, { option: true }],
  server: async ({ allowPrivateFetch }, use) => {
    const server = await startLarderServer({ allowPrivateFetch });
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
