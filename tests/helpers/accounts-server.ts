import { afterAll, beforeAll } from 'vitest';

import type { UserOut } from '../../server/contract/users';

import type { ApiClient } from './http-client';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { startTestServer, type TestServer } from './test-server';

export interface AccountsServer {
  t: TestServer;
  admin: ApiClient;
  adminUser: UserOut;
  /** The local SMTP server; the test server sends to it unless started with `mail: false`. */
  mail: MailCatcher;
}

/**
 * Registers hooks that start one server per test file, sending mail to a real local SMTP server
 * (unless `mail: false`), with first-run set-up done and the admin signed in.
 */
export function useAccountsServer(
  options: { mail?: boolean; allowSignup?: boolean } = {},
): AccountsServer {
  const state = {} as AccountsServer;
  beforeAll(async () => {
    state.mail = await startMailCatcher();
    state.t = await startTestServer({
      smtp: options.mail === false ? undefined : state.mail.smtp,
      allowSignup: options.allowSignup,
    });
    const { client, user } = await state.t.setupAdmin();
    state.admin = client;
    state.adminUser = user;
  });
  afterAll(async () => {
    await state.t.close();
    await state.mail.close();
  });
  return state;
}

/** Gives a user the group's invite permission (as an admin would). */
export async function grantInvite(admin: ApiClient, user: UserOut): Promise<void> {
  const res = await admin.put(`/api/admin/users/${user.id}`, { ...user, canInvite: true });
  if (res.status !== 200)
    throw new Error(`grant failed: ${res.status} ${JSON.stringify(res.body)}`);
}
