import { hostname } from 'node:os';

import { Bonjour, type Service } from 'bonjour-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { lanAddresses } from '../../../server/net/lan-addresses';
import { startTestServer, type TestServer } from '../../helpers/test-server';

/**
 * The announcement as another device sees it: a second mDNS socket (its own Bonjour instance)
 * browses `_http._tcp` on the multicast group, as a phone's browser or `avahi-browse` would.
 */
function waitFor(
  browser: ReturnType<Bonjour['find']>,
  event: 'up' | 'down',
  port: number,
  ms = 5000,
): Promise<Service> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no "${event}" for port ${port} in ${ms} ms`)),
      ms,
    );
    const listener = (service: Service) => {
      if (service.port !== port) return;
      clearTimeout(timer);
      browser.off(event, listener);
      resolve(service);
    };
    browser.on(event, listener);
  });
}

let t: TestServer;
let phone: Bonjour;

beforeAll(async () => {
  t = await startTestServer();
  await t.setupAdmin();
  phone = new Bonjour();
});
afterAll(async () => {
  await new Promise((resolve) => phone.destroy(resolve));
  await t.close();
});

describe('mDNS announcement while sharing', () => {
  it('announces _http._tcp "Larder" on larder.local with this machine\'s addresses, then withdraws', async () => {
    const browser = phone.find({ type: 'http' });
    try {
      const seen = waitFor(browser, 'up', t.server.port, 8000);
      const status = await t.server.sharing.enable();
      expect(status.mdnsName).toBe('larder.local');
      const service = await seen;
      // Other test files' servers may announce at the same moment and hold the name first.
      const named = service.name === 'Larder';
      expect(service.name).toBe(named ? 'Larder' : `Larder on ${hostname()}`);
      expect(service.host).toBe(named ? 'larder.local' : `${hostname().toLowerCase()}.local`);
      expect(t.server.sharing.status().mdnsName).toBe(service.host);
      expect(service.type).toBe('http');
      expect(service.protocol).toBe('tcp');
      expect(service.addresses).toContain(lanAddresses()[0]);

      const gone = waitFor(browser, 'down', t.server.port);
      expect((await t.server.sharing.disable()).mdnsName).toBeNull();
      await gone;
    } finally {
      browser.stop();
    }
  }, 15_000);

  it("takes this machine's name when another Larder on the network holds larder.local", async () => {
    const rival = new Bonjour();
    const browser = phone.find({ type: 'http' });
    try {
      const held = rival.publish({ name: 'Larder', type: 'http', port: 9, host: 'larder.local' });
      await new Promise((resolve) => held.once('up', resolve));

      const seen = waitFor(browser, 'up', t.server.port, 8000);
      await t.server.sharing.enable();
      const service = await seen;
      const machine = `${hostname().toLowerCase()}.local`;
      expect(service.name).toBe(`Larder on ${hostname()}`);
      expect(service.host).toBe(machine);
      expect(t.server.sharing.status().mdnsName).toBe(machine);
      await t.server.sharing.disable();
    } finally {
      browser.stop();
      await new Promise((resolve) => rival.destroy(resolve));
    }
  }, 20_000);
});
