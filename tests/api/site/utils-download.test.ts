import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { SignJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';

import { loadOrCreateSecret } from '../../../server/files/secret';
import { useAdminServer } from '../../helpers/admin-server';

const server = useAdminServer();
let secret: Uint8Array;

/** A download token as the server would sign it, with whatever claims a forger would like. */
function sign(claims: JWTPayload, key = secret, expiresAt = Math.floor(Date.now() / 1000) + 600) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience('larder:file')
    .setExpirationTime(expiresAt)
    .sign(key);
}

const download = (token: string) =>
  server.t.visitor.get(`/api/utils/download?token=${encodeURIComponent(token)}`);

beforeAll(() => {
  secret = loadOrCreateSecret(path.join(server.t.dataDir, '.secret'));
  mkdirSync(path.join(server.t.dataDir, 'groups', 'shared'), { recursive: true });
  writeFileSync(path.join(server.t.dataDir, 'groups', 'shared', 'hello.txt'), 'hello');
});

describe('GET /api/utils/download', () => {
  it('serves a data-dir file named by a valid token to anyone, as an attachment', async () => {
    const res = await download(await sign({ file: 'groups/shared/hello.txt' }));
    expect(res.status).toBe(200);
    expect(res.body).toBe('hello');
    expect(res.headers.get('content-disposition')).toContain('attachment; filename=');
    expect(res.headers.get('content-disposition')).toContain('hello.txt');
  });

  it('refuses forged, expired, foreign-audience and session tokens with 401', async () => {
    const otherKey = new TextEncoder().encode('a different key entirely, 32 bytes+');
    const tokens = [
      await sign({ file: 'groups/shared/hello.txt' }, otherKey),
      await sign({ file: 'groups/shared/hello.txt' }, secret, Math.floor(Date.now() / 1000) - 5),
      await new SignJWT({ file: 'groups/shared/hello.txt' })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience('larder:recipe-zip')
        .setExpirationTime('5m')
        .sign(secret),
      server.admin.options.token ?? '',
      'not-a-jwt',
    ];
    for (const token of tokens) {
      const res = await download(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'could not validate file token' });
    }
    expect((await server.t.visitor.get('/api/utils/download')).status).toBe(422);
  });

  it('never leaves the data directory, even with a correctly signed token', async () => {
    const outside = path.join(tmpdir(), `larder-outside-${process.pid}.txt`);
    writeFileSync(outside, 'secret stuff');
    symlinkSync(outside, path.join(server.t.dataDir, 'groups', 'shared', 'link.txt'));
    const claims = [
      '../outside.txt',
      path.relative(server.t.dataDir, outside),
      outside,
      '/etc/passwd',
      'groups/shared/link.txt',
      'groups/shared/../../../etc/passwd',
      'groups/shared',
      'groups/shared/missing.txt',
      '.secret',
      'larder.db',
      '',
    ];
    for (const file of claims) {
      const res = await download(await sign({ file }));
      expect({ file, status: res.status, body: res.body }).toEqual({
        file,
        status: 400,
        body: { detail: 'Bad Request' },
      });
    }
    expect((await download(await sign({ file: 42 }))).status).toBe(401);
    rmSync(outside);
  });
});
