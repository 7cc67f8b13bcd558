import { expect, it } from 'vitest';

import type { ApiClient } from '../helpers/http-client';
import { useAdminServer } from '../helpers/admin-server';
import { adminCredentials } from '../helpers/test-server';

const server = useAdminServer();

const valid = async (client: ApiClient, path: string) =>
  (await client.get<{ valid: boolean }>(path)).body.valid;

it('says whether a user name is free, ignoring case', async () => {
  expect(await valid(server.t.visitor, '/api/validators/user/name?name=ADA')).toBe(false);
  expect(await valid(server.t.visitor, '/api/validators/user/name?name=brand-new')).toBe(true);
});

it('says whether an email is free, ignoring case', async () => {
  expect(
    await valid(
      server.t.visitor,
      `/api/validators/user/email?email=${encodeURIComponent(adminCredentials.email.toUpperCase())}`,
    ),
  ).toBe(false);
  expect(await valid(server.t.visitor, '/api/validators/user/email?email=new%40example.com')).toBe(
    true,
  );
});

it('says whether a group name is free', async () => {
  expect(await valid(server.t.visitor, '/api/validators/group?name=home')).toBe(false);
  expect(await valid(server.t.visitor, '/api/validators/group?name=Cabin')).toBe(true);
});

it("says whether a recipe name is free in the caller's group", async () => {
  expect(
    await valid(
      server.admin,
      `/api/validators/group/recipe?group_id=${server.adminUser.groupId}&name=Tomato%20Soup`,
    ),
  ).toBe(true);
  expect(await valid(server.admin, '/api/validators/group/recipe?name=%21%21%21')).toBe(false);
});

it('rejects missing or malformed parameters with 422', async () => {
  for (const path of [
    '/api/validators/user/name',
    '/api/validators/group?name=',
    '/api/validators/group/recipe?name=x&group_id=nope',
  ]) {
    const res = await server.admin.get(path);
    expect(res.status, path).toBe(422);
  }
});
