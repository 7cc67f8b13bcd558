import { test as base, expect } from '@playwright/test';

import { startMailCatcher, type MailCatcher } from '../helpers/mail-catcher';

import { startLarderServer, type LarderServer } from './helpers/larder-server';

export { expect };

/**
 * Every test gets its own server and data directory, started before and stopped after it, and
 * fails if the page throws an uncaught error.
 */
export const test = base.extend<{
  allowPrivateFetch: boolean;
  forceSignup: boolean;
  withMail: boolean;
  baseUrl: string | null;
  mailServer: MailCatcher | null;
  mail: MailCatcher;
  server: LarderServer;
  pageErrors: Error[];
}>({
  /** Whether the server may fetch pages from this machine (`test.use` it in import tests). */
  allowPrivateFetch: [false, { option: true }],
  /** Whether the server sends email, to a real local SMTP server (`test.use` it in mail tests). */
  /** `LARDER_ALLOW_SIGNUP=true`: sign-up open whatever the site setting says. */
  forceSignup: [false, { option: true }],
  withMail: [false, { option: true }],
  /** The server's `LARDER_BASE_URL` (`test.use` it to open the app by another name). */
  baseUrl: [null, { option: true }],
  /** The SMTP server the Larder server sends to, with `withMail`; null otherwise. */
  mailServer: async ({ withMail }, use) => {
    if (!withMail) {
      await use(null);
      return;
    }
    const mail = await startMailCatcher();
    try {
      await use(mail);
    } finally {
      await mail.close();
    }
  },
  /** What the server sent (tests that ask for it set `withMail`). */
  mail: async ({ mailServer }, use) => {
    if (!mailServer) throw new Error('the mail fixture needs test.use({ withMail: true })');
    await use(mailServer);
  },
  server: async ({ allowPrivateFetch, forceSignup, mailServer, baseUrl }, use) => {
    const smtp = mailServer?.smtp;
    const server = await startLarderServer({ allowPrivateFetch, forceSignup, smtp, baseUrl });
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
