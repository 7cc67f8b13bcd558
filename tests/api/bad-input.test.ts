import { describe, expect, it } from 'vitest';

import type { UserOut } from '../../server/contract/users';
import { useAdminServer } from '../helpers/admin-server';

const server = useAdminServer();

describe('bad input gets a clear 4xx and changes nothing', () => {
  it('malformed JSON → 422 json_invalid', async () => {
    const res = await server.admin.request<{ detail: { type: string }[] }>(
      'POST',
      '/api/admin/groups',
      {
        body: '{"name": "Broken",',
        headers: { 'content-type': 'application/json' },
      },
    );
    expect(res.status).toBe(422);
    expect(res.body.detail[0]?.type).toBe('json_invalid');
  });

  it('wrong types → 422 with the field location', async () => {
    const res = await server.admin.request<{ detail: { loc: unknown[]; msg: string }[] }>(
      'POST',
      '/api/admin/users',
      {
        json: { email: 42, password: ['x'], admin: 'yes please' },
      },
    );
    expect(res.status).toBe(422);
    expect([...new Set(res.body.detail.map((d) => d.loc.join('.')))].sort()).toEqual([
      'body.admin',
      'body.email',
      'body.password',
    ]);
    expect(res.body.detail.every((d) => d.msg.length > 0)).toBe(true);
  });

  it('a JSON array or scalar where an object belongs → 422', async () => {
    for (const body of ['[]', '"text"', 'null', '12']) {
      const res = await server.admin.request('POST', '/api/admin/groups', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, body).toBe(422);
    }
  });

  it('a body over the limit → 413, and nothing was created', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const res = await server.admin.request('POST', '/api/admin/groups', {
      body: huge,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Request body too large' });
    const groups = await server.admin.get<{ total: number }>('/api/admin/groups');
    expect(groups.body.total).toBe(1);
  });

  it('a malformed multipart login → 400, not 500', async () => {
    const res = await server.t.visitor.request('POST', '/api/auth/token', {
      body: '--xyz\r\nContent-Disposition: form-data; name="username"\r\n\r\nada',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(res.status).toBe(400);
    const withFile = new FormData();
    withFile.set('username', 'ada');
    withFile.set('password', 'x');
    withFile.set('file', new Blob(['hi']), 'a.txt');
    expect(
      (await server.t.visitor.request('POST', '/api/auth/token', { body: withFile })).status,
    ).toBe(400);
  });

  it('bad ids and queries → 422; unknown API paths → 404 JSON', async () => {
    expect((await server.admin.get('/api/admin/users/not-a-uuid')).status).toBe(422);
    expect((await server.admin.get('/api/admin/users?page=abc')).status).toBe(422);
    expect((await server.admin.get('/api/admin/users?orderDirection=sideways')).status).toBe(422);
    expect((await server.admin.post('/api/admin/users/unlock?force=maybe')).status).toBe(422);
    const missing = await server.admin.get('/api/no/such/thing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Not Found' });
  });

  it('a too-long or empty name is refused and the user is unchanged', async () => {
    const res = await server.admin.put(`/api/users/${server.adminUser.id}`, {
      email: server.adminUser.email,
      fullName: 'x'.repeat(500),
    });
    expect(res.status).toBe(422);
    expect((await server.admin.get<UserOut>('/api/users/self')).body.fullName).toBe(
      server.adminUser.fullName,
    );
  });
});
