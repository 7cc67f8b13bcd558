import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { TokenResponse } from '../../server/contract/auth';
import type { UserOut } from '../../server/contract/users';
import { startServer, type RunningServer, type StartServerOptions } from '../../server/index';
import type { GroupPermission } from '../../server/services/group-permissions';

import { ApiClient } from './http-client';

export const adminCredentials = {
  fullName: 'Ada Admin',
  username: 'ada',
  email: 'ada@example.com',
  password: 'correct horse battery',
  groupName: 'Home',
};

/**
 * Headers that make a request from the test look like it came from another device of the home
 * network: a forwarded request is never taken for a person at the computer running Larder.
 */
export const fromAnotherDevice = { 'x-forwarded-for': '198.51.100.7' };

let counter = 0;
/** Unique names per call, so tests in one server never collide. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export interface TestServer {
  server: RunningServer;
  dataDir: string;
  url: string;
  visitor: ApiClient;
  /** Logs in through the real form endpoint and returns a client carrying the bearer token. */
  login(username: string, password: string): Promise<ApiClient>;
  /** Runs first-run set-up and returns the logged-in admin. */
  setupAdmin(): Promise<{ client: ApiClient; user: UserOut }>;
  /** An admin-created user (in `group`, default the admin's) holding `permissions`, logged in. */
  createMember(
    admin: ApiClient,
    options?: { group?: string; admin?: boolean; permissions?: GroupPermission[] },
  ): Promise<{ client: ApiClient; user: UserOut; password: string }>;
  close(): Promise<void>;
}

/** The real server on a random port with a fresh data directory and SQLite file. */
export async function startTestServer(
  options: Partial<StartServerOptions> = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'larder-test-'));
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    rendererDir: path.join(dataDir, 'no-renderer'),
    ...options,
    dataDir,
  });
  const visitor = new ApiClient(server.url);

  const login = async (username: string, password: string) => {
    const response = await visitor.request<TokenResponse>('POST', '/api/auth/token', {
      body: new URLSearchParams({ username, password }),
    });
    if (response.status !== 200)
      throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
    return visitor.withToken(response.body.access_token);
  };

  return {
    server,
    dataDir,
    url: server.url,
    visitor,
    login,
    async setupAdmin() {
      const created = await visitor.post<UserOut>('/api/setup', adminCredentials);
      if (created.status !== 201)
        throw new Error(`setup failed: ${created.status} ${JSON.stringify(created.body)}`);
      return {
        client: await login(adminCredentials.username, adminCredentials.password),
        user: created.body,
      };
    },
    async createMember(admin, memberOptions = {}) {
      const username = unique('member');
      const password = 'member password 1';
      const created = await admin.post<UserOut>('/api/admin/users', {
        username,
        fullName: `Member ${username}`,
        email: `${username}@example.com`,
        password,
        group: memberOptions.group,
        admin: memberOptions.admin ?? false,
        canManage: memberOptions.permissions?.includes('manage') ?? false,
        canInvite: memberOptions.permissions?.includes('invite') ?? false,
        canOrganize: memberOptions.permissions?.includes('organize') ?? false,
      });
      if (created.status !== 201)
        throw new Error(`user create failed: ${created.status} ${JSON.stringify(created.body)}`);
      return { client: await login(username, password), user: created.body, password };
    },
    async close() {
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
