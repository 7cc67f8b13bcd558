import { request as httpRequest } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminCredentials, startTestServer, type TestServer } from '../helpers/test-server';

/** A raw request, so that Host can be anything a rebinding page's browser would send. */
function rawRequest(
  t: TestServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: unknown }> {
  const url = new URL(path, t.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as unknown) : null,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const json = { 'content-type': 'application/json' };

describe('first-run set-up through DNS rebinding', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('refuses set-up for a name Larder does not answer to, or from another site, and creates nobody', async () => {
    const body = JSON.stringify(adminCredentials);
    const rebound = await rawRequest(
      t,
      'POST',
      '/api/setup',
      { ...json, host: 'evil.example' },
      body,
    );
    expect(rebound.status).toBe(403);
    expect(rebound.body).toEqual({
      detail: expect.stringContaining('does not answer to the name "evil.example"') as unknown,
    });
    const crossSite = await rawRequest(
      t,
      'POST',
      '/api/setup',
      { ...json, host: new URL(t.url).host, origin: 'http://evil.example' },
      body,
    );
    expect(crossSite.status).toBe(403);
    const status = await rawRequest(t, 'GET', '/api/setup', { host: 'evil.example' });
    expect(status.body).toEqual({ required: true, allowedHere: false });

    const home = await rawRequest(
      t,
      'POST',
      '/api/setup',
      {
        ...json,
        host: `localhost:${new URL(t.url).port}`,
        origin: `http://localhost:${new URL(t.url).port}`,
      },
      body,
    );
    expect(home.status).toBe(201);
  });
});

describe('state changes made with the session cookie', () => {
  let t: TestServer;
  let cookie: string;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({ baseUrl: 'https://recipes.example.org' });
    await t.setupAdmin();
    const res = await t.visitor.request<{ access_token: string }>('POST', '/api/auth/token', {
      body: new URLSearchParams({ username: 'ada', password: adminCredentials.password }),
    });
    cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    token = res.body.access_token;
  });
  afterAll(() => t.close());

  const addTag = (headers: Record<string, string>, name: string) =>
    rawRequest(
      t,
      'POST',
      '/api/organizers/tags',
      { ...json, ...headers },
      JSON.stringify({ name }),
    );
  const tagNames = async () =>
    (
      await t.visitor.withToken(token).get<{ items: { name: string }[] }>('/api/organizers/tags')
    ).body.items.map((tag) => tag.name);

  it('come only to a name Larder answers to, from a page of the same site', async () => {
    const port = new URL(t.url).port;
    expect((await addTag({ cookie, host: 'evil.example' }, 'Rebound')).status).toBe(403);
    expect(
      (await addTag({ cookie, host: `127.0.0.1:${port}`, origin: 'https://evil.example' }, 'Cross'))
        .status,
    ).toBe(403);
    expect(
      (await addTag({ cookie, host: `127.0.0.1:${port}`, origin: 'null' }, 'Null')).status,
    ).toBe(403);
    expect(await tagNames()).toEqual([]);
  });

  it('are accepted from the base URL behind a proxy, and bearer clients may use any name', async () => {
    const viaProxy = await addTag(
      { cookie, host: 'recipes.example.org', origin: 'https://recipes.example.org' },
      'Proxied Ada',
    );
    expect(viaProxy.status).toBe(201);
    const bearer = await addTag(
      { authorization: `Bearer ${token}`, host: 'larder.home.arpa' },
      'Bearer Ada',
    );
    expect(bearer.status).toBe(201);
    expect((await tagNames()).sort()).toEqual(['Bearer Ada', 'Proxied Ada']);
  });
});

describe('deeply nested JSON', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    await t.setupAdmin();
  });
  afterAll(() => t.close());

  const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  it('answers 400 before anything walks it, signed in or not', async () => {
    const bodies = [
      `{"email":"a@example.com","extra":${nestedArrays(5000)}}`,
      `{"email":"a@example.com","extra":${nestedObjects(5000)}}`,
      nestedArrays(100_000),
    ];
    for (const path of ['/api/users/forgot-password', '/api/users/register']) {
      for (const body of bodies) {
        const res = await t.visitor.request('POST', path, { body, headers: json });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          detail: { message: 'The request body is nested more than 64 levels deep', error: true },
        });
      }
    }
  });

  it('still takes ordinary nesting, such as a recipe with extras a few levels deep', async () => {
    const admin = await t.login('ada', adminCredentials.password);
    const slug = (await admin.post<string>('/api/recipes', { name: 'Nested extras' })).body;
    const recipe = (await admin.get<Record<string, unknown>>(`/api/recipes/${slug}`)).body;
    const extras = { a: { b: { c: { d: [[['deep enough']]] } } } };
    const saved = await admin.put<{ extras: unknown }>(`/api/recipes/${slug}`, {
      ...recipe,
      extras,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.extras).toEqual(extras);
  });
});
