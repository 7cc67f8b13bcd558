import { rmSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import type { NetworkSharing } from '../../../server/contract/network-sharing';
import { lanAddresses } from '../../../server/net/lan-addresses';
import { ApiClient } from '../../helpers/http-client';
import { startTestServer } from '../../helpers/test-server';
import { useTwoGroups } from '../../helpers/two-groups';

const server = useTwoGroups({ mdns: false });
const path = '/api/admin/sharing';

async function setSharing(client: ApiClient, enabled: boolean) {
  const res = await client.request<NetworkSharing>('PUT', path, { json: { enabled } });
  expect(res.status).toBe(200);
  return res.body;
}

describe('/api/admin/sharing', () => {
  it('is for administrators only', async () => {
    const body = { json: { enabled: true } };
    expect((await server.visitor.get(path)).status).toBe(401);
    expect((await server.member.get(path)).status).toBe(403);
    expect((await server.outsider.get(path)).status).toBe(403);
    expect((await server.visitor.request('PUT', path, body)).status).toBe(401);
    const refused = await server.member.request('PUT', path, body);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'Forbidden' });
    expect((await server.outsider.request('PUT', path, body)).status).toBe(403);
    const read = await server.admin.get<NetworkSharing>(path);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      enabled: false,
      urls: [],
      mdnsName: null,
      mdnsUrl: null,
      qrUrl: null,
      qrSvg: null,
    });
  });

  it('validates the body', async () => {
    for (const json of [{}, { enabled: 'yes' }, { enabled: 1 }, []]) {
      const res = await server.admin.request<{ detail: unknown[] }>('PUT', path, { json });
      expect(res.status).toBe(422);
      expect(Array.isArray(res.body.detail)).toBe(true);
    }
  });

  it('shares on every LAN address with a QR code, answers there, and stops', async () => {
    const on = await setSharing(server.admin, true);
    const port = server.t.server.port;
    expect(on.enabled).toBe(true);
    expect(on.urls.map((url) => new URL(url).hostname.replace(/^\[|\]$/g, ''))).toEqual(
      lanAddresses(),
    );
    expect(on.urls.every((url) => url.endsWith(`:${port}/`))).toBe(true);
    expect(on.qrUrl).toBe(on.urls.find((url) => /^http:\/\/\d/.test(url)));
    expect(on.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect((await server.admin.get<NetworkSharing>(path)).body).toEqual(on);

    // Another device on the LAN: a visitor sees only what visitors may; the admin's phone works.
    const phone = new ApiClient(on.qrUrl as string);
    expect((await phone.get('/api/app/about')).status).toBe(200);
    expect((await phone.get(path)).status).toBe(401);
    expect((await phone.get('/api/users/self')).status).toBe(401);
    const adminPhone = new ApiClient(on.qrUrl as string, server.admin.options);
    expect((await adminPhone.get(path)).status).toBe(200);

    // Turned off from the phone itself: the answer still arrives, then the LAN is closed.
    expect(await setSharing(adminPhone, false)).toMatchObject({ enabled: false, urls: [] });
    await expect(phone.get('/api/app/about')).rejects.toThrow();
    expect((await server.admin.get('/api/app/about')).status).toBe(200);
  });

  it('names larder.local while announced, and keeps the choice across restarts', async () => {
    const first = await startTestServer();
    const { client } = await first.setupAdmin();
    const on = await setSharing(client, true);
    expect(on.mdnsName).toBe('larder.local');
    expect(on.mdnsUrl).toBe(`http://larder.local:${first.server.port}/`);
    await first.server.close();

    const second = await startTestServer({ dataDir: first.dataDir, mdns: false });
    try {
      const admin = await second.login('ada', 'correct horse battery');
      const read = await admin.get<NetworkSharing>(path);
      expect(read.body).toMatchObject({ enabled: true, mdnsName: null, mdnsUrl: null });
      await setSharing(admin, false);
    } finally {
      await second.close();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  }, 20_000);
});
