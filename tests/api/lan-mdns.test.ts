import { Bonjour, type Service } from 'bonjour-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { lanAddresses } from '../../server/net/lan-addresses';
import { startTestServer, type TestServer } from '../helpers/test-server';

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
      if (service.name !== 'Larder' || service.port !== port) return;
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
      const seen = waitFor(browser, 'up', t.server.port);
      const status = await t.server.sharing.enable();
      expect(status.mdnsName).toBe('larder.local');
      const service = await seen;
      expect(service.host).toBe('larder.local');
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
});
