import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { GroupInDB } from '../../server/contract/groups';
import type { UserOut } from '../../server/contract/users';
import type { ApiClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Role = 'visitor' | 'member' | 'otherGroupMember' | 'admin';

let t: TestServer;
const actors = {} as Record<Role, ApiClient>;
let home: GroupInDB;
let adminUser: UserOut;
let member: UserOut;
let outsider: UserOut;

beforeAll(async () => {
  t = await startTestServer();
  const admin = await t.setupAdmin();
  adminUser = admin.user;
  const groups = await admin.client.get<{ items: GroupInDB[] }>('/api/admin/groups');
  home = groups.body.items[0] as GroupInDB;
  await admin.client.post('/api/admin/groups', { name: 'Neighbours' });
  const m = await t.createMember(admin.client);
  const o = await t.createMember(admin.client, { group: 'Neighbours' });
  member = m.user;
  outsider = o.user;
  Object.assign(actors, {
    visitor: t.visitor,
    member: m.client,
    otherGroupMember: o.client,
    admin: admin.client,
  });
});
afterAll(() => t.close());

const all = (status: number) => ({
  visitor: status,
  member: status,
  otherGroupMember: status,
  admin: status,
});
const signedIn = { visitor: 401, member: 200, otherGroupMember: 200, admin: 200 };
const adminOnly = { visitor: 401, member: 403, otherGroupMember: 403, admin: 200 };

const table: { call: string; expect: Record<Role, number> }[] = [
  { call: 'GET /api/app/about', expect: all(200) },
  { call: 'GET /api/app/about/theme', expect: all(200) },
  { call: 'GET /api/users/self', expect: signedIn },
  { call: 'GET /api/users/self/group', expect: signedIn },
  { call: 'GET /api/groups/self', expect: signedIn },
  { call: 'GET /api/groups/members', expect: signedIn },
  { call: 'GET /api/auth/refresh', expect: signedIn },
  {
    call: 'GET /api/users/{adminId}',
    expect: { visitor: 401, member: 200, otherGroupMember: 404, admin: 200 },
  },
  {
    call: 'PUT /api/users/{adminId}',
    expect: { visitor: 401, member: 403, otherGroupMember: 403, admin: 200 },
  },
  {
    call: 'GET /api/validators/group/recipe?name=Soup&group_id={homeId}',
    expect: { visitor: 401, member: 200, otherGroupMember: 403, admin: 200 },
  },
  { call: 'PUT /api/groups/cookbooks', expect: adminOnly },
  {
    call: 'DELETE /api/organizers/tags/{noSuchId}',
    expect: { visitor: 401, member: 403, otherGroupMember: 403, admin: 404 },
  },
  { call: 'GET /api/admin/about', expect: adminOnly },
  { call: 'GET /api/admin/about/statistics', expect: adminOnly },
  { call: 'GET /api/admin/about/check', expect: adminOnly },
  { call: 'GET /api/admin/users', expect: adminOnly },
  { call: 'GET /api/admin/users/{memberId}', expect: adminOnly },
  { call: 'PUT /api/admin/users/{memberId}', expect: adminOnly },
  { call: 'POST /api/admin/users/unlock', expect: adminOnly },
  { call: 'GET /api/admin/groups', expect: adminOnly },
  { call: 'GET /api/admin/groups/{homeId}', expect: adminOnly },
  { call: 'PUT /api/admin/groups/{homeId}', expect: adminOnly },
];

function bodyFor(path: string): unknown {
  if (path.startsWith('/api/users/'))
    return { email: adminUser.email, fullName: adminUser.fullName };
  if (path.startsWith('/api/admin/users/'))
    return { email: member.email, fullName: 'Member renamed' };
  if (path.startsWith('/api/admin/groups/')) return { id: home.id, name: 'Home' };
  if (path === '/api/groups/cookbooks') return [];
  return undefined;
}

describe('permissions per role', () => {
  for (const row of table) {
    for (const role of ['visitor', 'member', 'otherGroupMember', 'admin'] as const) {
      it(`${row.call} as ${role} → ${row.expect[role]}`, async () => {
        const [method = 'GET', template = ''] = row.call.split(' ');
        const path = template
          .replace('{adminId}', adminUser.id)
          .replace('{memberId}', member.id)
          .replace('{homeId}', home.id)
          .replace('{noSuchId}', '00000000-0000-4000-8000-000000000000');
        const res = await actors[role].request(method, path, {
          json: method === 'GET' || method === 'POST' ? undefined : bodyFor(path),
        });
        expect(res.status).toBe(row.expect[role]);
      });
    }
  }
});

describe('nothing crosses groups', () => {
  it("shows a member of another group neither this group's people nor its group", async () => {
    const members = await actors.otherGroupMember.get<UserOut[]>('/api/groups/members');
    expect(members.body.map((m) => m.id)).toEqual([outsider.id]);
    const group = await actors.otherGroupMember.get<{ name: string }>('/api/groups/self');
    expect(group.body.name).toBe('Neighbours');
    expect(JSON.stringify(members.body)).not.toContain(adminUser.email);
  });
});
