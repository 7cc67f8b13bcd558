import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  adminCredentials,
  fromAnotherDevice,
  startTestServer,
  type TestServer,
} from '../../helpers/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await t.setupAdmin();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields) });

describe('POST /api/auth/token', () => {
  it('logs in with the username (any case) from a urlencoded form and sets the cookie', async () => {
    const res = await t.visitor.request<{ access_token: string; token_type: string }>(
      'POST',
      '/api/auth/token',
      form({ username: 'ADA', password: adminCredentials.password }),
    );
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('bearer');
    expect(res.body.access_token.split('.')).toHaveLength(3);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^mealie\.access_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=172800/);
  });

  it('logs in with the email from a multipart form, remember_me stretches the cookie to 14 days', async () => {
    const body = new FormData();
    body.set('username', adminCredentials.email);
    body.set('password', adminCredentials.password);
    body.set('remember_me', 'true');
    const res = await t.visitor.request('POST', '/api/auth/token', { body });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=1209600/);
  });

  it('authenticates later calls by the cookie alone', async () => {
    const res = await t.visitor.request(
      'POST',
      '/api/auth/token',
      form({ username: 'ada', password: adminCredentials.password }),
    );
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const self = await t.visitor.request<{ email: string }>('GET', '/api/users/self', {
      headers: { cookie },
    });
    expect(self.status).toBe(200);
    expect(self.body.email).toBe(adminCredentials.email);
  });

  it('answers a wrong password and an unknown user alike with 401 Unauthorized', async () => {
    const wrong = await t.visitor.request(
      'POST',
      '/api/auth/token',
      form({ username: 'ada', password: 'nope nope' }),
    );
    const unknown = await t.visitor.request(
      'POST',
      '/api/auth/token',
      form({ username: 'nobody', password: 'nope nope' }),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'Unauthorized' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ detail: 'Unauthorized' });
    // the failure above must not count against a later correct login
    const ok = await t.visitor.request(
      'POST',
      '/api/auth/token',
      form({ username: 'ada', password: adminCredentials.password }),
    );
    expect(ok.status).toBe(200);
  });

  it('answers a wrong password and an unknown user with byte-identical responses', async () => {
    const attempt = async (username: string) => {
      const res = await fetch(new URL('/api/auth/token', t.url), {
        method: 'POST',
        body: new URLSearchParams({ username, password: 'nope nope' }),
      });
      const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
      return { status: res.status, headers, bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const wrong = await attempt('ada');
    const unknown = await attempt('nobody');
    expect(wrong.status).toBe(401);
    expect(unknown).toEqual(wrong);
    // a correct login clears the failed attempt, so later tests start from none
    const ok = await t.visitor.request(
      'POST',
      '/api/auth/token',
      form({ username: 'ada', password: adminCredentials.password }),
    );
    expect(ok.status).toBe(200);
  });

  it('rejects an empty form with a 422 validation body', async () => {
    const res = await t.visitor.request<{ detail: { loc: string[] }[] }>(
      'POST',
      '/api/auth/token',
      form({}),
    );
    expect(res.status).toBe(422);
    expect(res.body.detail.map((d) => d.loc.join('.'))).toEqual(
      expect.arrayContaining(['body.username', 'body.password']),
    );
  });
});

describe('lock-out after five failures', () => {
  it('locks with 423 even for the right password, and an admin unlock lets the user in again', async () => {
    const admin = await t.login('ada', adminCredentials.password);
    const { user, password } = await t.createMember(admin);
    const attempt = (pw: string) =>
      t.visitor.request('POST', '/api/auth/token', {
        ...form({ username: user.email, password: pw }),
        headers: fromAnotherDevice,
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password')).status).toBe(401);
    const locked = await attempt(password);
    expect(locked.status).toBe(423);
    expect(locked.body).toEqual({ detail: 'User is locked out' });

    // Without force only locks older than 24 hours are lifted: this one stays.
    expect((await admin.post('/api/admin/users/unlock?force=false')).body).toEqual({ unlocked: 0 });
    expect((await attempt(password)).status).toBe(423);

    const unlocked = await admin.post<{ unlocked: number }>('/api/admin/users/unlock?force=true');
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.unlocked).toBe(1);
    expect((await attempt(password)).status).toBe(200);
  });

  it('refuses unlock to members and visitors', async () => {
    const admin = await t.login('ada', adminCredentials.password);
    const { client: member } = await t.createMember(admin);
    expect((await member.post('/api/admin/users/unlock?force=true')).status).toBe(403);
    expect((await t.visitor.post('/api/admin/users/unlock?force=true')).status).toBe(401);
  });
});

describe('refresh and logout', () => {
  it('refreshes a token for a logged-in user only', async () => {
    const admin = await t.login('ada', adminCredentials.password);
    const refreshed = await admin.get<{ access_token: string }>('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    const fresh = admin.withToken(refreshed.body.access_token);
    expect((await fresh.get('/api/users/self')).status).toBe(200);
    const visitor = await t.visitor.get('/api/auth/refresh');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ detail: 'Could not validate credentials' });
    expect(visitor.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('clears the cookie on logout', async () => {
    const res = await t.visitor.post<{ message: string }>('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
    expect(res.headers.get('set-cookie')).toMatch(
      /mealie\.access_token=;.*Expires=Thu, 01 Jan 1970/,
    );
  });

  it('treats a forged or garbage token as a visitor', async () => {
    const forged = t.visitor.withToken('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect((await forged.get('/api/users/self')).status).toBe(401);
    expect((await t.visitor.withToken('not a jwt').get('/api/users/self')).status).toBe(401);
  });
});
