import { describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type { GroupSummary } from '../../../server/contract/groups';
import type { ReadInviteToken } from '../../../server/contract/invitations';
import type { RecipeSummary } from '../../../server/contract/recipes';
import type { UserOut } from '../../../server/contract/users';
import { useAccountsServer } from '../../helpers/accounts-server';
import { contractErrors } from '../../helpers/contract';
import { withServerDb } from '../../helpers/recipe-fixtures';
import { startTestServer, unique, type TestServer } from '../../helpers/test-server';
import { createRecipe } from '../../helpers/two-groups';

const server = useAccountsServer();

/** A registration body for a new person; `extra` adds or overrides fields. */
function person(extra: Record<string, unknown> = {}) {
  const username = unique('newcomer');
  return {
    email: `${username}@example.org`,
    username,
    fullName: `New ${username}`,
    password: 'a long password',
    passwordConfirm: 'a long password',
    ...extra,
  };
}

const register = (t: TestServer, body: unknown) =>
  t.visitor.post<UserOut>('/api/users/register', body);

async function invite(uses: number): Promise<string> {
  const res = await server.admin.post<ReadInviteToken>('/api/groups/invitations', { uses });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status}`);
  return res.body.token;
}

async function usesLeft(token: string): Promise<number | undefined> {
  const list = await server.admin.get<ReadInviteToken[]>('/api/groups/invitations');
  return list.body.find((item) => item.token === token)?.usesLeft;
}

/** Whether someone by that username exists (the live validator says it is taken). */
async function exists(username: string): Promise<boolean> {
  const res = await server.t.visitor.get<{ valid: boolean }>(
    `/api/validators/user/name?name=${encodeURIComponent(username)}`,
  );
  return !res.body.valid;
}

async function setSignup(allowSignup: boolean): Promise<void> {
  const res = await server.admin.put('/api/admin/site-settings', { allowSignup });
  expect(res.status).toBe(200);
}

const invalidInvitation = {
  detail: { message: 'Invalid or expired invitation', error: true },
};

describe('registering with an invitation', () => {
  it('joins the inviting group as a plain member, counts the use and can sign in', async () => {
    const recipe = await createRecipe(server.admin, { name: unique('Shared Soup ') });
    const token = await invite(2);
    const body = person({ groupToken: token });
    const res = await register(server.t, body);
    expect(res.status).toBe(201);
    expect(contractErrors('UserOut', res.body)).toEqual([]);
    expect(res.body).toMatchObject({
      username: body.username,
      email: body.email,
      fullName: body.fullName,
      groupId: server.adminUser.groupId,
      group: 'Home',
      admin: false,
      canInvite: false,
      canManage: false,
      canOrganize: false,
      tokens: null,
    });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await usesLeft(token)).toBe(1);

    const newcomer = await server.t.login(body.username, body.password);
    const recipes = await newcomer.get<Paginated<RecipeSummary>>('/api/recipes?perPage=-1');
    expect(recipes.body.items.map((r) => r.slug)).toContain(recipe.slug);
    const tag = await newcomer.post('/api/organizers/tags', { name: unique('Tag ') });
    expect(tag.status).toBe(403);
  });

  it('accepts snake_case and removes the invitation at its last use', async () => {
    const token = await invite(1);
    const { passwordConfirm, fullName, ...rest } = person();
    const res = await register(server.t, {
      ...rest,
      full_name: fullName,
      password_confirm: passwordConfirm,
      group_token: token,
    });
    expect(res.status).toBe(201);
    expect(await usesLeft(token)).toBeUndefined();
    const again = await register(server.t, person({ groupToken: token }));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject(invalidInvitation);
  });

  it('lets only one of two people racing for the last use in', async () => {
    const token = await invite(1);
    const bodies = [person({ groupToken: token }), person({ groupToken: token })];
    const results = await Promise.all(bodies.map((body) => register(server.t, body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const loser = results.findIndex((r) => r.status === 400);
    expect(results[loser]?.body).toMatchObject(invalidInvitation);
    expect(await exists(bodies[loser]?.username ?? '')).toBe(false);
    expect(await exists(bodies[1 - loser]?.username ?? '')).toBe(true);
  });

  it('refuses unknown and expired invitations and writes nothing', async () => {
    const unknown = person({ groupToken: 'A'.repeat(43) });
    const res = await register(server.t, unknown);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(invalidInvitation);
    expect(await exists(unknown.username)).toBe(false);

    const token = await invite(3);
    await withServerDb(server.t, (sqlite) => {
      sqlite
        .prepare('UPDATE invite_tokens SET expires_at = ? WHERE token = ?')
        .run(new Date(Date.now() - 1000).toISOString(), token);
    });
    const late = person({ groupToken: token });
    const expired = await register(server.t, late);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject(invalidInvitation);
    expect(await exists(late.username)).toBe(false);
    await withServerDb(server.t, (sqlite) => {
      const row = sqlite.prepare('SELECT uses_left FROM invite_tokens WHERE token = ?').get(token);
      expect(row).toEqual({ uses_left: 3 });
    });
  });

  it('refuses a taken username or email (any case) without using the invitation', async () => {
    const token = await invite(2);
    const first = person({ groupToken: token });
    expect((await register(server.t, first)).status).toBe(201);
    const sameName = await register(
      server.t,
      person({ groupToken: token, username: first.username.toUpperCase() }),
    );
    expect(sameName.status).toBe(400);
    expect(sameName.body).toMatchObject({ detail: { message: 'Username already taken' } });
    const sameEmail = await register(
      server.t,
      person({ groupToken: token, email: first.email.toUpperCase() }),
    );
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body).toMatchObject({ detail: { message: 'Email already taken' } });
    expect(await usesLeft(token)).toBe(1);
  });

  it('checks the password and the body', async () => {
    const token = await invite(5);
    const mismatch = person({ groupToken: token, passwordConfirm: 'another long one' });
    const res = await register(server.t, mismatch);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: { message: 'Passwords do not match', error: true },
    });
    const short = await register(
      server.t,
      person({ groupToken: token, password: 'short', passwordConfirm: 'short' }),
    );
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ detail: [{ loc: ['body', 'password'] }] });
    for (const [field, value] of [
      ['email', 'not an address'],
      ['username', ''],
      ['fullName', undefined],
      ['password', undefined],
      ['seedData', 'yes'],
    ] as const) {
      const bad = await register(server.t, person({ groupToken: token, [field]: value }));
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ detail: [{ loc: ['body', field] }] });
      expect(contractErrors('HTTPValidationError', bad.body)).toEqual([]);
    }
    expect(await exists(mismatch.username)).toBe(false);
    expect(await usesLeft(token)).toBe(5);
  });
});

describe('registering without an invitation', () => {
  it('is refused with 403 while sign-up is closed', async () => {
    const body = person({ group: unique('Closed ') });
    const res = await register(server.t, body);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      detail: { message: 'Registration is closed: ask for an invitation', error: true },
    });
    expect(await exists(body.username)).toBe(false);
  });

  it('creates a group the person manages once the admin opens sign-up', async () => {
    await setSignup(true);
    try {
      const group = unique('Smiths ');
      const body = person({ group, private: true, seedData: true, locale: 'fr-FR' });
      const res = await register(server.t, body);
      expect(res.status).toBe(201);
      expect(contractErrors('UserOut', res.body)).toEqual([]);
      expect(res.body).toMatchObject({
        group,
        admin: false,
        canInvite: true,
        canManage: true,
        canOrganize: true,
      });
      expect(res.body.groupId).not.toBe(server.adminUser.groupId);

      const owner = await server.t.login(body.username, body.password);
      const own = await owner.get<GroupSummary>('/api/groups/self');
      expect(own.body).toMatchObject({ name: group, preferences: { privateGroup: true } });
      const foods = await owner.get<Paginated<{ name: string }>>('/api/foods?perPage=-1');
      expect(foods.body.total).toBe(131);
      expect(foods.body.items.map((food) => food.name)).toContain('farine de blé');
      const units = await owner.get<Paginated<unknown>>('/api/units?perPage=-1');
      expect(units.body.total).toBe(25);
      const labels = await owner.get<Paginated<unknown>>('/api/groups/labels?perPage=-1');
      expect(labels.body.total).toBe(22);
      const recipes = await owner.get<Paginated<unknown>>('/api/recipes');
      expect(recipes.body.total).toBe(0);
      expect((await owner.post('/api/groups/invitations', { uses: 1 })).status).toBe(201);
    } finally {
      await setSignup(false);
    }
  });

  it('makes a public group without seed data by default, and refuses a taken or missing name', async () => {
    await setSignup(true);
    try {
      const body = person({ group: unique('Joneses ') });
      expect((await register(server.t, body)).status).toBe(201);
      const owner = await server.t.login(body.username, body.password);
      const own = await owner.get<GroupSummary>('/api/groups/self');
      expect(own.body.preferences).toMatchObject({ privateGroup: false });
      expect((await owner.get<Paginated<unknown>>('/api/foods')).body.total).toBe(0);

      const taken = person({ group: 'home' });
      const res = await register(server.t, taken);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ detail: { message: 'Group name already taken' } });
      const nameless = person();
      const missing = await register(server.t, nameless);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ detail: { message: 'Group name is required' } });
      expect(await exists(taken.username)).toBe(false);
      expect(await exists(nameless.username)).toBe(false);
    } finally {
      await setSignup(false);
    }
  });

  it('is open with LARDER_ALLOW_SIGNUP whatever the setting', async () => {
    const t = await startTestServer({ allowSignup: true });
    try {
      await t.setupAdmin();
      const body = person({ group: 'Elsewhere' });
      const res = await register(t, body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ group: 'Elsewhere', canManage: true, admin: false });
      await t.login(body.username, body.password);
    } finally {
      await t.close();
    }
  });
});
