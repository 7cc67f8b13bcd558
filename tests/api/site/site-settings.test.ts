import { rmSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import type { AppInfo } from '../../../server/contract/app';
import type { SiteSettings } from '../../../server/contract/site-settings';
import { contractErrors } from '../../helpers/contract';
import { startTestServer } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const server = useTwoGroups();

/** Nothing listens there; what matters is whether Larder tries. */
const privatePage = 'http://10.255.255.1:9/recipe';
const blocked = /not an address Larder fetches from/;

async function setPrivateFetch(allowPrivateFetch: boolean) {
  const res = await server.admin.request<SiteSettings>('PUT', '/api/admin/site-settings', {
    json: { allowPrivateFetch },
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe('/api/admin/site-settings', () => {
  it('is for administrators only', async () => {
    expect((await server.visitor.get('/api/admin/site-settings')).status).toBe(401);
    expect((await server.member.get('/api/admin/site-settings')).status).toBe(403);
    expect((await server.outsider.get('/api/admin/site-settings')).status).toBe(403);
    const body = { json: { allowPrivateFetch: true } };
    expect((await server.visitor.request('PUT', '/api/admin/site-settings', body)).status).toBe(
      401,
    );
    expect((await server.member.request('PUT', '/api/admin/site-settings', body)).status).toBe(403);
    const read = await server.admin.get<SiteSettings>('/api/admin/site-settings');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      allowPrivateFetch: false,
      allowPrivateFetchForced: false,
      allowSignup: false,
      allowSignupForced: false,
    });
  });

  it('validates the body', async () => {
    for (const json of [{}, { allowPrivateFetch: 'yes' }, { allowSignup: 1 }]) {
      const res = await server.admin.request('PUT', '/api/admin/site-settings', { json });
      expect(res.status).toBe(422);
    }
  });

  it('lets the importer reach private addresses once allowed, never this machine', async () => {
    const scrape = () => server.member.post('/api/recipes/test-scrape-url', { url: privatePage });
    const recipe = await createRecipe(server.member, { name: 'Private Picture' });
    const picture = () =>
      server.member.post(`/api/recipes/${recipe.slug}/image`, { url: `${privatePage}.png` });

    const before = await scrape();
    expect(before.status).toBe(400);
    expect(JSON.stringify(before.body)).toMatch(blocked);
    expect(JSON.stringify((await picture()).body)).toMatch(/not a public address/);

    expect(await setPrivateFetch(true)).toMatchObject({
      allowPrivateFetch: true,
      allowPrivateFetchForced: false,
    });
    const after = await scrape();
    expect(JSON.stringify(after.body)).not.toMatch(blocked);
    expect(JSON.stringify((await picture()).body)).not.toMatch(/not a public address/);
    const loopback = await server.member.post('/api/recipes/test-scrape-url', {
      url: 'http://127.0.0.1:9/recipe',
    });
    expect(JSON.stringify(loopback.body)).toMatch(blocked);

    await setPrivateFetch(false);
    expect(JSON.stringify((await scrape()).body)).toMatch(blocked);
  }, 60_000);

  it('keeps the setting across restarts and reports LARDER_ALLOW_PRIVATE_FETCH', async () => {
    const first = await startTestServer();
    const { client } = await first.setupAdmin();
    await client.request('PUT', '/api/admin/site-settings', { json: { allowPrivateFetch: true } });
    await first.server.close();
    const again = await startTestServer({ dataDir: first.dataDir, allowPrivateFetch: true });
    try {
      const admin = await again.login('ada', 'correct horse battery');
      expect((await admin.get('/api/admin/site-settings')).body).toEqual({
        allowPrivateFetch: true,
        allowPrivateFetchForced: true,
        allowSignup: false,
        allowSignupForced: false,
      });
    } finally {
      await again.close();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  it('changes only the settings a PUT names; sign-up shows in the app info', async () => {
    const about = async () => (await server.visitor.get<AppInfo>('/api/app/about')).body;
    expect(await about()).toMatchObject({ allowSignup: false, emailReady: false });
    const opened = await server.admin.put<SiteSettings>('/api/admin/site-settings', {
      allow_signup: true,
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ allowPrivateFetch: false, allowSignup: true });
    expect(await about()).toMatchObject({ allowSignup: true });
    expect(contractErrors('AppInfo', await about())).toEqual([]);
    await setPrivateFetch(true);
    expect((await server.admin.get<SiteSettings>('/api/admin/site-settings')).body).toMatchObject({
      allowPrivateFetch: true,
      allowSignup: true,
    });
    await server.admin.put('/api/admin/site-settings', { allowSignup: false });
    await setPrivateFetch(false);
    expect(await about()).toMatchObject({ allowSignup: false });
  });

  it('reports LARDER_ALLOW_SIGNUP as forced sign-up, whatever the setting', async () => {
    const forced = await startTestServer({ allowSignup: true });
    try {
      const { client } = await forced.setupAdmin();
      expect((await client.get('/api/admin/site-settings')).body).toMatchObject({
        allowSignup: false,
        allowSignupForced: true,
      });
      expect((await forced.visitor.get('/api/app/about')).body).toMatchObject({
        allowSignup: true,
      });
    } finally {
      await forced.close();
    }
  });
});
