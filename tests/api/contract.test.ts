import { afterAll, beforeAll, expect, it } from 'vitest';

import type { GroupInDB } from '../../server/contract/groups';
import type { LongLiveTokenOut, UserOut } from '../../server/contract/users';
import { contractErrors } from '../helpers/contract';
import type { ApiClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

let t: TestServer;
let admin: ApiClient;
let adminUser: UserOut;
let token: LongLiveTokenOut;
let home: GroupInDB;
beforeAll(async () => {
  t = await startTestServer();
  ({ client: admin, user: adminUser } = await t.setupAdmin());
  token = (await admin.post<LongLiveTokenOut>('/api/users/api-tokens', { name: 'contract' })).body;
  home = (await admin.get<{ items: GroupInDB[] }>('/api/admin/groups')).body.items[0] as GroupInDB;
});
afterAll(() => t.close());

const reads: [string, string][] = [
  ['/api/app/about', 'AppInfo'],
  ['/api/app/about/theme', 'AppTheme'],
  ['/api/users/self', 'UserOut'],
  ['/api/groups/self', 'GroupSummary'],
  ['/api/admin/about', 'AdminAboutInfo'],
  ['/api/admin/about/statistics', 'AppStatistics'],
  ['/api/admin/about/check', 'CheckAppConfig'],
  ['/api/admin/users?perPage=10', 'UserPagination'],
  ['/api/admin/groups', 'GroupPagination'],
];

it.each(reads)('GET %s matches %s', async (path, schema) => {
  const res = await admin.get(path);
  expect(res.status).toBe(200);
  expect(contractErrors(schema, res.body)).toEqual([]);
});

it('matches the schemas of writes and errors', async () => {
  expect(contractErrors('LongLiveTokenOut', token)).toEqual([]);
  const members = await admin.get<unknown[]>('/api/groups/members');
  for (const member of members.body) expect(contractErrors('UserOut', member)).toEqual([]);
  expect(
    contractErrors('GroupInDB', (await admin.get(`/api/admin/groups/${home.id}`)).body),
  ).toEqual([]);
  expect(
    contractErrors('UnlockResults', (await admin.post('/api/admin/users/unlock')).body),
  ).toEqual([]);
  const updated = await admin.put(`/api/users/${adminUser.id}`, { email: adminUser.email });
  expect(contractErrors('SuccessResponse', updated.body)).toEqual([]);
  const invalid = await admin.post('/api/admin/groups', { name: 7 });
  expect(invalid.status).toBe(422);
  expect(contractErrors('HTTPValidationError', invalid.body)).toEqual([]);
  const deleted = await admin.delete(`/api/users/api-tokens/${token.id}`);
  expect(contractErrors('DeleteTokenResponse', deleted.body)).toEqual([]);
});
