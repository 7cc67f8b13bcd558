import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TokenResponse } from '../../../server/contract/auth';
import { ApiClient } from '../../helpers/http-client';
import { adminCredentials, startTestServer, type TestServer } from '../../helpers/test-server';

let t: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.setupAdmin()).client;
});
afterAll(() => t.close());

/** Signs in like the web app: the answer's cookie authenticates a client that sends only it. */
async function browserSession(username: string, password: string): Promise<ApiClient> {
  const res = await t.visitor.request<TokenResponse>('POST', '/api/auth/token', {
    body: new URLSearchParams({ username, password }),
  });
  expect(res.status).toBe(200);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return new ApiClient(t.url, { cookie });
}

const cookieOf = (res: { headers: Headers }) =>
  (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('signing out', () => {
  it('ends that session for good, by cookie or by bearer, and leaves the others', async () => {
    const { user, password } = await t.createMember(admin);
    const phone = await browserSession(user.username ?? '', password);
    const tablet = await t.login(user.username ?? '', password);
    const laptop = await t.login(user.username ?? '', password);

    expect((await phone.post('/api/auth/logout')).status).toBe(200);
    expect((await phone.get('/api/users/self')).status).toBe(401);
    expect((await tablet.get('/api/users/self')).status).toBe(200);

    expect((await tablet.post('/api/auth/logout')).status).toBe(200);
    expect((await tablet.get('/api/users/self')).status).toBe(401);
    expect((await laptop.get('/api/users/self')).status).toBe(200);
  });
});

describe('changing the password', () => {
  it('ends every other session, keeps the one that changed it and API tokens', async () => {
    const { user, password } = await t.createMember(admin);
    const here = await browserSession(user.username ?? '', password);
    const elsewhere = await t.login(user.username ?? '', password);
    const token = await here.post<{ token: string }>('/api/users/api-tokens', { name: 'tablet' });
    expect(token.status).toBe(201);

    const changed = await here.put('/api/users/password', {
      currentPassword: password,
      newPassword: 'a brand new password',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: 'Password updated', error: false });

    expect((await elsewhere.get('/api/users/self')).status).toBe(401);
    expect((await here.get('/api/users/self')).status).toBe(401);
    const continued = new ApiClient(t.url, { cookie: cookieOf(changed) });
    expect((await continued.get('/api/users/self')).status).toBe(200);
    expect((await t.visitor.withToken(token.body.token).get('/api/users/self')).status).toBe(200);
  });

  it('keeps a remembered session remembered', async () => {
    const { user, password } = await t.createMember(admin);
    const body = new FormData();
    body.set('username', user.username ?? '');
    body.set('password', password);
    body.set('remember_me', 'true');
    const signedIn = await t.visitor.request('POST', '/api/auth/token', { body });
    const here = new ApiClient(t.url, { cookie: cookieOf(signedIn) });
    const changed = await here.put('/api/users/password', {
      currentPassword: password,
      newPassword: 'another new password',
    });
    const maxAge = Number(/Max-Age=(\d+)/.exec(changed.headers.get('set-cookie') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(13 * 24 * 3600);
  });
});

/**
 * The server remembers tokens whose signature it checked; none of that may outlive a sign-out, a
 * password change, a deleted account or a deleted API token. Each token here is used (and so
 * remembered) before it is revoked.
 */
describe('tokens already in use', () => {
  it('stop working at once when signed out, after a password change or a deleted account', async () => {
    const first = await t.createMember(admin);
    const name = first.user.username ?? '';
    const signingOut = await t.login(name, first.password);
    const other = await t.login(name, first.password);
    const integration = await signingOut.post<{ token: string }>('/api/users/api-tokens', {
      name: 'kitchen display',
    });
    const display = t.visitor.withToken(integration.body.token);
    for (const client of [signingOut, other, display]) {
      expect((await client.get('/api/users/self')).status).toBe(200);
    }

    expect((await signingOut.post('/api/auth/logout')).status).toBe(200);
    expect((await signingOut.get('/api/users/self')).status).toBe(401);

    const changed = await first.client.put('/api/users/password', {
      currentPassword: first.password,
      newPassword: 'a password changed elsewhere',
    });
    expect(changed.status).toBe(200);
    expect((await other.get('/api/users/self')).status).toBe(401);
    const continued = new ApiClient(t.url, { cookie: cookieOf(changed) });
    expect((await continued.get('/api/users/self')).status).toBe(200);
    expect((await display.get('/api/users/self')).status).toBe(200);

    expect((await admin.delete(`/api/admin/users/${first.user.id}`)).status).toBe(200);
    expect((await continued.get('/api/users/self')).status).toBe(401);
    expect((await display.get('/api/users/self')).status).toBe(401);
  });
});

describe('the session cookie', () => {
  it('is Secure when Larder is reached over https, and not over plain http', async () => {
    const plain = await t.visitor.request('POST', '/api/auth/token', {
      body: new URLSearchParams({ username: 'ada', password: adminCredentials.password }),
    });
    expect(plain.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);

    const https = await startTestServer({ baseUrl: 'https://recipes.example.org' });
    try {
      await https.setupAdmin();
      const res = await https.visitor.request('POST', '/api/auth/token', {
        body: new URLSearchParams({ username: 'ada', password: adminCredentials.password }),
      });
      expect(res.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
      const out = await https.visitor.post('/api/auth/logout');
      expect(out.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    } finally {
      await https.close();
    }
  });
});
