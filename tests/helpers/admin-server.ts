import { afterAll, beforeAll } from 'vitest';

import type { UserOut } from '../../server/contract/users';

import type { ApiClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

export interface AdminServer {
  t: TestServer;
  admin: ApiClient;
  adminUser: UserOut;
}

/**
 * Registers hooks that start one server per test file, run first-run set-up and sign the admin
 * in. Read the fields inside tests (they are filled by `beforeAll`).
 */
export function useAdminServer(): AdminServer {
  const state = {} as AdminServer;
  beforeAll(async () => {
    state.t = await startTestServer();
    const { client, user } = await state.t.setupAdmin();
    state.admin = client;
    state.adminUser = user;
  });
  afterAll(() => state.t.close());
  return state;
}
