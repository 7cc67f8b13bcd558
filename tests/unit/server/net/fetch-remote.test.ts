import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fetchRemote, type FetchRemoteOptions } from '../../../../server/net/fetch-remote';
import { BlockedAddressError, guardedLookup } from '../../../../server/net/guarded-lookup';

let server: Server;
let base: string;
let port: number;
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits += 1;
    const url = new URL(req.url ?? '/', 'http://x');
    const hops = /^\/r\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      res.writeHead(302, { location: left > 1 ? `/r/${left - 1}` : '/image' });
      res.end();
    } else if (url.pathname === '/image') {
      res.writeHead(200, { 'content-type': 'image/png; charset=binary' });
      res.end(Buffer.from('png bytes'));
    } else if (url.pathname === '/to-localhost') {
      res.writeHead(301, { location: `http://localhost:${port}/image` });
      res.end();
    } else if (url.pathname === '/to-ipv6') {
      res.writeHead(307, { location: `http://[::1]:${port}/image` });
      res.end();
    } else if (url.pathname === '/html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<p>hi</p>');
    } else if (url.pathname === '/declared-big') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': '1000' });
      res.end(Buffer.alloc(1000));
    } else if (url.pathname === '/streamed-big') {
      res.writeHead(200, { 'content-type': 'image/png' });
      for (let i = 0; i < 10; i++) res.write(Buffer.alloc(100));
      res.end();
    } else if (url.pathname === '/slow') {
      setTimeout(() => res.end(), 5_000).unref();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const open: FetchRemoteOptions = { maxBytes: 500, timeoutMs: 2_000, allowPrivate: true };
const reasonOf = (url: string, options: Partial<FetchRemoteOptions> = {}) =>
  fetchRemote(url, { ...open, ...options }).then(
    () => 'fetched',
    (error: unknown) => (error as { reason?: string }).reason ?? String(error),
  );

describe('fetchRemote', () => {
  it('fetches a body with its content type when the address is allowed', async () => {
    const file = await fetchRemote(`${base}/image`, open);
    expect(file.body.toString()).toBe('png bytes');
    expect(file.contentType).toBe('image/png');
  });

  it('refuses loopback and private addresses unless they are allowed', async () => {
    const before = hits;
    expect(await reasonOf(`${base}/image`, { allowPrivate: false })).toBe('blocked');
    expect(await reasonOf(`http://localhost:${port}/image`, { allowPrivate: false })).toBe(
      'blocked',
    );
    expect(await reasonOf(`http://[::1]:${port}/image`, { allowPrivate: false })).toBe('blocked');
    expect(hits).toBe(before);
  });

  it('refuses a name when any of its addresses is private, without connecting', async () => {
    const before = hits;
    const resolve = () =>
      Promise.resolve([
        { address: '8.8.8.8', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ]);
    expect(
      await reasonOf(`http://mixed.test:${port}/image`, { allowPrivate: false, resolve }),
    ).toBe('blocked');
    expect(hits).toBe(before);
  });

  it('follows up to five redirects and refuses a sixth', async () => {
    expect((await fetchRemote(`${base}/r/5`, open)).url).toBe(`${base}/image`);
    expect(await reasonOf(`${base}/r/6`)).toBe('redirects');
  });

  it('checks the address of every redirect hop', async () => {
    const onlyThisLoopback = (address: string) => address === '127.0.0.1';
    const resolve = () => Promise.resolve([{ address: '127.0.0.2', family: 4 }]);
    const options = { isAllowedAddress: onlyThisLoopback, resolve };
    expect(await reasonOf(`${base}/image`, options)).toBe('fetched');
    expect(await reasonOf(`${base}/to-localhost`, options)).toBe('blocked');
    expect(await reasonOf(`${base}/to-ipv6`, options)).toBe('blocked');
  });

  it('refuses unexpected content types, large bodies, errors and slow answers', async () => {
    const images = { acceptContentType: (type: string) => type.startsWith('image/') };
    expect(await reasonOf(`${base}/html`, images)).toBe('content-type');
    expect(await reasonOf(`${base}/image`, images)).toBe('fetched');
    expect(await reasonOf(`${base}/declared-big`)).toBe('too-large');
    expect(await reasonOf(`${base}/streamed-big`)).toBe('too-large');
    expect(await reasonOf(`${base}/missing`)).toBe('status');
    expect(await reasonOf(`${base}/slow`, { timeoutMs: 200 })).toBe('timeout');
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/x', 'http://user:pw@example.com/', 'nonsense'])(
    'refuses the URL %s',
    async (url) => {
      expect(await reasonOf(url)).toBe('bad-url');
    },
  );
});

describe('guardedLookup', () => {
  it('hands over every checked address, or refuses the name', async () => {
    const resolve = (host: string) =>
      Promise.resolve(
        host === 'ok.test'
          ? [
              { address: '1.1.1.1', family: 4 },
              { address: '2606:4700::1111', family: 6 },
            ]
          : [{ address: '192.168.0.10', family: 4 }],
      );
    const lookup = guardedLookup(resolve, (address) => !address.startsWith('192.168.'));
    const all = await new Promise((done) => {
      lookup('ok.test', { all: true }, (_error, addresses) => done(addresses));
    });
    expect(all).toEqual([
      { address: '1.1.1.1', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ]);
    const one = await new Promise((done) => {
      lookup('ok.test', {}, (_error, address, family) => done([address, family]));
    });
    expect(one).toEqual(['1.1.1.1', 4]);
    const refused = await new Promise((done) => {
      lookup('home.test', {}, (error) => done(error));
    });
    expect(refused).toBeInstanceOf(BlockedAddressError);
  });
});
