import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { upload } from '../../../../renderer/api/client';

/** A stand-in for a proxy in front of the server: it answers uploads with plain text. */
let server: Server;
let base = '';

beforeAll(async () => {
  // Node has no browser languages; the client sends the first as Accept-Language.
  vi.stubGlobal('navigator', { languages: ['en-US'] });
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/too-large') {
        res.writeHead(413, { 'Content-Type': 'text/plain' });
        res.end('Request Entity Too Large');
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ received: req.headers['content-type']?.split(';')[0] }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function oneFile(): FormData {
  const form = new FormData();
  form.append('file', new Blob(['hello']), 'hello.txt');
  return form;
}

describe('upload goes through the shared client', () => {
  it('sends multipart and reads the JSON answer', async () => {
    const { error, data } = await upload<{ received: string }>('POST', `${base}/ok`, oneFile(), {
      quiet: true,
    });
    expect(error).toBeNull();
    expect(data).toEqual({ received: 'multipart/form-data' });
  });

  it('keeps the status and text of a non-JSON error instead of calling it a network error', async () => {
    const { error, data } = await upload('PUT', `${base}/too-large`, oneFile(), { quiet: true });
    expect(data).toBeNull();
    expect(error?.status).toBe(413);
    expect(error?.message).toBe('Request Entity Too Large');
  });
});
