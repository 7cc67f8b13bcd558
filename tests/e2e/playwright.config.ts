import path from 'node:path';

import { defineConfig } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * E2E on the built renderer served by the real server (`npm run test:e2e` builds first), in
 * Debian's Chromium: Playwright's own browser download is not reachable here.
 */
export default defineConfig({
  testDir: import.meta.dirname,
  outputDir: path.join(repoRoot, 'test-results'),
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A made-up name for "a phone on the home network": pages opened on it are not a secure
        // context, unlike 127.0.0.1 and localhost (insecure-origin.spec.ts).
        '--host-resolver-rules=MAP larder-phone.test 127.0.0.1',
      ],
    },
  },
});
