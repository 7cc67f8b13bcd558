import { afterAll, beforeAll, expect, it } from 'vitest';

import type { LongLiveTokenOut, UserOut } from '../../../server/contract/users';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

it('creates a long-lived token that works as a bearer until it is deleted', async () => {
  const { client: admin } = await t.setupAdmin();
  const created = await admin.post<LongLiveTokenOut>('/api/users/api-tokens', {
    name: 'Home Assistant',
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ name: 'Home Assistant', id: expect.any(Number) as number });

  const integration = t.visitor.withToken(created.body.token);
  const self = await integration.get<UserOut>('/api/users/self');
  expect(self.status).toBe(200);
  expect(self.body.tokens?.map((tok) => tok.name)).toEqual(['Home Assistant']);

  const second = await admin.post<LongLiveTokenOut>('/api/users/api-tokens', {
    name: 'Home Assistant',
    integration_id: 'ha',
  });
  expect(second.body.token).not.toBe(created.body.token);

  const deleted = await admin.delete(`/api/users/api-tokens/${created.body.id}`);
  expect(deleted.status).toBe(200);
  expect(deleted.body).toEqual({ tokenDelete: 'Home Assistant' });
  expect((await integration.get('/api/users/self')).status).toBe(401);
  expect((await t.visitor.withToken(second.body.token).get('/api/users/self')).status).toBe(200);
});

it("refuses to delete someone else's token (403) and unknown ids (404)", async () => {
  const admin = await t.login('ada', 'correct horse battery');
  const { client: member } = await t.createMember(admin);
  const adminToken = await admin.post<LongLiveTokenOut>('/api/users/api-tokens', { name: 'mine' });
  expect((await member.delete(`/api/users/api-tokens/${adminToken.body.id}`)).status).toBe(403);
  expect((await member.delete('/api/users/api-tokens/999999')).status).toBe(404);
  expect((await member.delete('/api/users/api-tokens/abc')).status).toBe(422);
  expect((await t.visitor.post('/api/users/api-tokens', { name: 'x' })).status).toBe(401);
});

it('validates the token name', async () => {
  const admin = await t.login('ada', 'correct horse battery');
  const res = await admin.post<{ detail: { loc: string[] }[] }>('/api/users/api-tokens', {
    name: '',
  });
  expect(res.status).toBe(422);
  expect(res.body.detail[0]?.loc).toEqual(['body', 'name']);
});
