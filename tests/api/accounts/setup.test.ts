import { rmSync } from 'node:fs';

import { afterEach, describe, expect, it } from 'vitest';

import type { SetupStatus } from '../../../server/contract/setup';
import type { UserOut } from '../../../server/contract/users';
import { adminCredentials, startTestServer, type TestServer } from '../../helpers/test-server';

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('first run', () => {
  it('is required on a fresh install, creates the admin and group once, then is closed', async () => {
    t = await startTestServer();
    expect(t.server.setupUrl).toBe(`${t.url}setup`);
    expect((await t.visitor.get<SetupStatus>('/api/setup')).body).toEqual({
      required: true,
      allowedHere: true,
    });

    const created = await t.visitor.post<UserOut>('/api/setup', adminCredentials);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      admin: true,
      group: 'Home',
      groupSlug: 'home',
      email: adminCredentials.email,
    });

    expect((await t.visitor.get<SetupStatus>('/api/setup')).body.required).toBe(false);
    const again = await t.visitor.post('/api/setup', {
      ...adminCredentials,
      username: 'eve',
      email: 'eve@example.com',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      detail: { message: 'Larder is already set up', error: true, exception: 'ConflictError' },
    });
    expect(await t.login('eve', adminCredentials.password).catch(() => null)).toBeNull();
  });

  it('is refused to anyone not on this machine', async () => {
    t = await startTestServer();
    const proxied = { headers: { 'x-forwarded-for': '192.168.1.20' } };
    const status = await t.visitor.request<SetupStatus>('GET', '/api/setup', proxied);
    expect(status.body).toEqual({ required: true, allowedHere: false });
    const attempt = await t.visitor.request('POST', '/api/setup', {
      ...proxied,
      json: adminCredentials,
    });
    expect(attempt.status).toBe(403);
    expect((await t.visitor.get<SetupStatus>('/api/setup')).body.required).toBe(true);
  });

  it('checks the form: short password, bad email', async () => {
    t = await startTestServer();
    const res = await t.visitor.post<{ detail: { loc: string[] }[] }>('/api/setup', {
      ...adminCredentials,
      email: 'not-an-email',
      password: 'short',
    });
    expect(res.status).toBe(422);
    expect(res.body.detail.map((d) => d.loc.join('.')).sort()).toEqual([
      'body.email',
      'body.password',
    ]);
  });
});

describe('unattended admin from the environment', () => {
  it('creates the admin in "Home" on the very first start and is ignored afterwards', async () => {
    t = await startTestServer({
      initialAdmin: { email: 'owner@example.com', password: 'owner password' },
    });
    expect(t.server.setupUrl).toBeNull();
    const owner = await t.login('owner@example.com', 'owner password');
    const self = await owner.get<UserOut>('/api/users/self');
    expect(self.body).toMatchObject({ admin: true, group: 'Home', username: 'owner' });
    const dataDir = t.dataDir;
    await t.server.close();

    t = await startTestServer({
      dataDir,
      initialAdmin: { email: 'other@example.com', password: 'other password' },
    });
    await expect(t.login('other@example.com', 'other password')).rejects.toThrow(/401/);
    expect(await t.login('owner@example.com', 'owner password')).toBeTruthy();
    await t.close();
    t = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });
});
