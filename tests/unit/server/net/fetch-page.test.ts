import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fetchPage, type PageFetchOptions } from '../../../../server/net/fetch-page';
import { isFetchableAddress, isNeverFetchable } from '../../../../server/net/page-address-policy';

let server: Server;
let base: string;
let port: number;
const seen: Record<string, string | undefined> = {};
const page = '<html><body><p>Crème brûlée</p></body></html>';

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.userAgent = req.headers['user-agent'];
    seen.acceptLanguage = req.headers['accept-language'];
    const compressed: Record<string, [string, Buffer]> = {
      '/gzip': ['gzip', gzipSync(page)],
      '/br': ['br', brotliCompressSync(page)],
      '/deflate': ['deflate', deflateSync(page)],
    };
    const encoded = compressed[path];
    if (encoded) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': encoded[0],
      });
      res.end(encoded[1]);
    } else if (path === '/latin1') {
      res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
      res.end(Buffer.from(page, 'latin1'));
    } else if (path === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(Buffer.alloc(10_000, 'a'));
    } else if (path === '/bomb') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync(Buffer.alloc(1_000_000, ' ')));
    } else if (path === '/image') {
      res.writeHead(200, { 'content-type': 'image/png' }).end('png');
    } else if (path === '/slow') {
      setTimeout(() => res.end(page), 3_000).unref();
    } else if (path.startsWith('/loop')) {
      res.writeHead(302, { location: '/loop' }).end();
    } else if (path === '/to-name') {
      res.writeHead(302, { location: `http://evil.test:${port}/gzip` }).end();
    } else if (path === '/to-ipv6') {
      res.writeHead(302, { location: `http://[::1]:${port}/gzip` }).end();
    } else res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const onlyLoopbackV4: PageFetchOptions = {
  isAllowedAddress: (address) => address === '127.0.0.1',
  resolve: (host) =>
    Promise.resolve(
      host === 'recipes.test'
        ? [{ address: '127.0.0.1', family: 4 }]
        : [{ address: '10.9.8.7', family: 4 }],
    ),
};
const failureOf = (url: string, options: Partial<PageFetchOptions> = {}) =>
  fetchPage(url, { ...onlyLoopbackV4, ...options }).then(
    () => 'none',
    (error: unknown) => (error as { reason: string }).reason,
  );

describe('fetchPage', () => {
  it('decodes gzip, brotli and deflate and sends browser headers', async () => {
    for (const path of ['/gzip', '/br', '/deflate']) {
      expect((await fetchPage(`${base}${path}`, onlyLoopbackV4)).html).toBe(page);
    }
    expect(seen.userAgent).toMatch(/Mozilla\/5\.0 .*Chrome\//);
    expect(seen.acceptLanguage).toBe('en-US,en;q=0.9');
  });

  it('decodes the charset the site declares', async () => {
    expect((await fetchPage(`${base}/latin1`, onlyLoopbackV4)).html).toContain('Crème brûlée');
  });

  it('connects host names to checked addresses only, redirects included', async () => {
    const ok = await fetchPage(`http://recipes.test:${port}/gzip`, onlyLoopbackV4);
    expect(ok.html).toBe(page);
    expect(await failureOf(`${base}/to-name`)).toBe('blocked');
    expect(await failureOf(`${base}/to-ipv6`)).toBe('blocked');
    expect(await failureOf(`http://10.0.0.1:${port}/gzip`)).toBe('blocked');
  });

  it('refuses what is not a page, too big, too slow or redirects forever', async () => {
    expect(await failureOf(`${base}/image`)).toBe('not-html');
    expect(await failureOf(`${base}/big`, { maxBytes: 5_000 })).toBe('too-large');
    expect(await failureOf(`${base}/bomb`, { maxBytes: 100_000 })).toBe('too-large');
    expect(await failureOf(`${base}/slow`, { timeoutMs: 200 })).toBe('timeout');
    expect(await failureOf(`${base}/loop`)).toBe('redirects');
    expect(await failureOf(`${base}/missing`)).toBe('status');
    expect(await failureOf('ftp://example.com/')).toBe('bad-url');
    expect(await failureOf('http://user:pw@example.com/')).toBe('bad-url');
  });
});

describe('page address policy', () => {
  const own = new Set(['203.0.113.9', '8.8.4.4']);
  const strict = { allowPrivate: false, allowLoopback: false, ownAddresses: own };
  const lan = { allowPrivate: true, allowLoopback: false, ownAddresses: own };
  const open = { allowPrivate: true, allowLoopback: true, ownAddresses: own };

  it.each([
    ['93.184.216.34', true, true, true],
    ['2606:4700::1111', true, true, true],
    ['8.8.4.4', false, false, true],
    ['127.0.0.1', false, false, true],
    ['127.1.2.3', false, false, true],
    ['::1', false, false, true],
    ['::ffff:127.0.0.1', false, false, true],
    ['10.0.0.1', false, true, true],
    ['192.168.1.10', false, true, true],
    ['fd00::1', false, true, true],
    ['169.254.169.254', false, false, false],
    ['::ffff:169.254.169.254', false, false, false],
    ['fe80::1', false, false, false],
    ['0.0.0.0', false, false, false],
    ['::', false, false, false],
    ['224.0.0.251', false, false, false],
    ['ff02::1', false, false, false],
    ['not an address', false, false, false],
  ])('%s: public only %s, home network %s, everything %s', (address, byDefault, onLan, all) => {
    expect(isFetchableAddress(address, strict)).toBe(byDefault);
    expect(isFetchableAddress(address, lan)).toBe(onLan);
    expect(isFetchableAddress(address, open)).toBe(all);
  });

  it('never fetches unspecified, link-local or multicast addresses', () => {
    expect(isNeverFetchable('169.254.1.1')).toBe(true);
    expect(isNeverFetchable('1.1.1.1')).toBe(false);
  });
});
