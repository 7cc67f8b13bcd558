import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { authCookieName } from '../../../server/contract/paths';
import type { NetworkSharing } from '../../../server/contract/network-sharing';
import type { SetupStatus } from '../../../server/contract/setup';
import { connectPhone, type LanPhone } from '../../helpers/lan-phone';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { createRecipe } from '../../helpers/two-groups';

let phone: LanPhone;
let t: TestServer;

beforeAll(async () => {
  phone = await connectPhone();
  // Which path ran is part of the result: a namespace proves a foreign peer, 127.0.0.2 does not.
  console.info(`LAN path test: the phone is a ${phone.kind} reaching ${phone.hostAddress}`);
  t = await startTestServer({ mdns: false, lanAddresses: [phone.hostAddress] });
}, 30_000);
afterAll(async () => {
  await t.close();
  await phone.remove();
});

describe('the LAN path, from another device', () => {
  it('reaches Larder only while shared, as a visitor sees it', async () => {
    const { client: admin } = await t.setupAdmin();
    await createRecipe(admin, { name: 'Private Stew' });
    const port = t.server.port;
    const lanUrl = `http://${phone.hostAddress}:${port}`;

    expect(await phone.fetch(`${lanUrl}/api/app/about`)).toBeNull();

    const on = await admin.request<NetworkSharing>('PUT', '/api/admin/sharing', {
      json: { enabled: true },
    });
    expect(on.body.urls).toEqual([`${lanUrl}/`]);

    const about = await phone.fetch(`${lanUrl}/api/app/about`);
    expect(about?.status).toBe(200);
    expect((await phone.fetch(`${lanUrl}/api/recipes`))?.status).toBe(401);
    expect((await phone.fetch(`${lanUrl}/api/users/self`))?.status).toBe(401);
    expect((await phone.fetch(`${lanUrl}/api/admin/sharing`))?.status).toBe(401);
    const page = await phone.fetch(`${lanUrl}/api/recipes/private-stew`);
    expect(page?.status).toBe(401);
    expect(page?.body).not.toContain('Private Stew');
    if (phone.kind === 'network namespace') {
      const setup = await phone.fetch(`${lanUrl}/api/setup`);
      expect((JSON.parse(setup?.body ?? '{}') as SetupStatus).allowedHere).toBe(false);
    }

    const signedIn = { authorization: `Bearer ${admin.options.token ?? ''}` };
    const mine = await phone.fetch(`${lanUrl}/api/recipes/private-stew`, signedIn);
    expect(mine?.body).toContain('Private Stew');

    // A cookie state change under a name that is not this machine's (DNS rebinding) is refused
    // before any route runs; larder.local, the announced name, gets through to sign-in checks.
    const cookie = { cookie: `${authCookieName}=stolen` };
    const logout = `${lanUrl}/api/auth/logout`;
    const rebound = await phone.fetch(logout, { ...cookie, host: `evil.example:${port}` }, 'POST');
    expect(rebound?.status).toBe(403);
    expect(rebound?.body).toContain('does not answer to the name');
    const named = await phone.fetch(logout, { ...cookie, host: `larder.local:${port}` }, 'POST');
    expect(named?.body).not.toContain('does not answer to the name');

    await admin.request('PUT', '/api/admin/sharing', { json: { enabled: false } });
    expect(await phone.fetch(`${lanUrl}/api/app/about`)).toBeNull();
    expect((await admin.get('/api/app/about')).status).toBe(200);
  }, 30_000);
});
