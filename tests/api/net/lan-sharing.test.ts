import { existsSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { lanAddresses } from '../../../server/net/lan-addresses';
import { openEventStream } from '../../helpers/event-stream-reader';
import { ApiClient } from '../../helpers/http-client';
import { addItem, createList, listsPath } from '../../helpers/shopping';
import { startMailCatcher } from '../../helpers/mail-catcher';
import { startTestServer } from '../../helpers/test-server';

/** This machine has a LAN address to share on (the test needs one: it checks for it first). */
const [lanAddress] = lanAddresses();

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(new URL('/api/app/about', url), { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

describe('sharing on the home network (startServer handle)', () => {
  it('has a network address to test with', () => {
    expect(lanAddress, 'no non-internal interface on this machine').toBeDefined();
  });

  it('stays on this computer on first run: enabling is refused until an admin exists', async () => {
    const t = await startTestServer({ lan: true, mdns: false });
    try {
      expect(t.server.sharing.status()).toEqual({ enabled: false, urls: [], mdnsName: null });
      await expect(t.server.sharing.enable()).rejects.toThrow(/administrator first/);
      expect(t.server.sharing.status().enabled).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('listens on each LAN address on the same port, then stops, while loopback goes on', async () => {
    const t = await startTestServer({ mdns: false });
    try {
      const { client: admin } = await t.setupAdmin();
      const list = await createList(admin);
      const local = await openEventStream(admin, `${listsPath}/${list.id}/events`);

      const on = await t.server.sharing.enable();
      const port = t.server.port;
      expect(on.enabled).toBe(true);
      expect(on.urls).toContain(`http://${lanAddress}:${port}/`);
      expect(on.mdnsName).toBeNull();
      const lanUrl = `http://${lanAddress}:${port}/`;
      const about = await new ApiClient(lanUrl).get<{ version: string }>('/api/app/about');
      expect(about.status).toBe(200);

      // A request still running on the LAN when sharing stops is cut after a short grace.
      const onLan = await openEventStream(
        new ApiClient(lanUrl, admin.options),
        `${listsPath}/${list.id}/events`,
      );
      expect(onLan.status).toBe(200);

      const off = await t.server.sharing.disable();
      expect(off).toEqual({ enabled: false, urls: [], mdnsName: null });
      expect(await reachable(lanUrl)).toBe(false);

      // The loopback stream opened before both switches still delivers.
      await addItem(admin, { shoppingListId: list.id, note: 'lemons' });
      await expect(local.next(() => true, 2000)).resolves.toBeDefined();
      expect((await admin.get('/api/app/about')).status).toBe(200);
      local.close();
      onLan.close();
    } finally {
      await t.close();
    }
  }, 20_000);

  it('puts a LAN address in emailed links while shared (no LARDER_BASE_URL)', async () => {
    const mail = await startMailCatcher();
    const t = await startTestServer({ mdns: false, smtp: mail.smtp });
    // One person per request: a second reset within a minute sends no email.
    const linkIn = async () => {
      const { user } = await t.createMember(admin);
      const asked = await t.visitor.post('/api/users/forgot-password', { email: user.email });
      expect(asked.status).toBe(200);
      return /(http:\/\/\S+?)reset-password\?token=/.exec((await mail.next()).text)?.[1];
    };
    const { client: admin } = await t.setupAdmin();
    try {
      expect(await linkIn()).toBe(t.url);
      await t.server.sharing.enable();
      expect(await linkIn()).toBe(`http://${lanAddress}:${t.server.port}/`);
      await t.server.sharing.disable();
      expect(await linkIn()).toBe(t.url);
    } finally {
      await t.close();
      await mail.close();
    }
  }, 20_000);

  it('remembers the choice across restarts', async () => {
    const first = await startTestServer({ mdns: false });
    const { dataDir } = first;
    await first.setupAdmin();
    await first.server.sharing.enable();
    await first.server.close();
    expect(existsSync(path.join(dataDir, 'sharing.json'))).toBe(true);

    const second = await startTestServer({ dataDir, mdns: false });
    try {
      const status = second.server.sharing.status();
      expect(status.enabled).toBe(true);
      expect(await reachable(status.urls[0] as string)).toBe(true);
      await second.server.sharing.disable();
    } finally {
      await second.close();
    }
    const third = await startTestServer({ dataDir, mdns: false });
    try {
      expect(third.server.sharing.status().enabled).toBe(false);
    } finally {
      await third.close();
    }
  }, 20_000);
});
