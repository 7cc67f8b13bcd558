import { describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type { GroupInDB, GroupSummary } from '../../../server/contract/groups';
import type { UserOut } from '../../../server/contract/users';
import { useAdminServer } from '../../helpers/admin-server';
import { adminCredentials, unique } from '../../helpers/test-server';

const server = useAdminServer();

describe('the signed-in user', () => {
  it('reads self, own group and the members of the group', async () => {
    const { client: member, user } = await server.t.createMember(server.admin);
    const self = await member.get<UserOut>('/api/users/self');
    expect(self.body).toMatchObject({
      id: user.id,
      admin: false,
      group: 'Home',
      groupSlug: 'home',
      tokens: [],
    });
    expect(self.body).not.toHaveProperty('password');

    for (const path of ['/api/groups/self', '/api/users/self/group']) {
      const group = await member.get<GroupSummary>(path);
      expect(group.status).toBe(200);
      expect(group.body).toMatchObject({
        name: 'Home',
        slug: 'home',
        preferences: { privateGroup: true, recipePublic: true },
      });
    }
    const members = await member.get<UserOut[]>('/api/groups/members');
    expect(members.body.map((m) => m.id)).toEqual(
      expect.arrayContaining([user.id, server.adminUser.id]),
    );
  });

  it('updates own profile (snake_case accepted) but cannot make itself admin', async () => {
    const { client: member, user } = await server.t.createMember(server.admin);
    const updated = await member.put(`/api/users/${user.id}`, {
      email: user.email,
      full_name: 'Renamed Person',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ message: 'User updated', error: false });
    expect((await member.get<UserOut>('/api/users/self')).body.fullName).toBe('Renamed Person');

    const escalate = await member.put(`/api/users/${user.id}`, { email: user.email, admin: true });
    expect(escalate.status).toBe(403);
    const other = await member.put(`/api/users/${server.adminUser.id}`, { email: 'x@example.com' });
    expect(other.status).toBe(403);
    expect((await member.get<UserOut>('/api/users/self')).body.admin).toBe(false);
  });

  it('refuses an email that another user has', async () => {
    const { client: member, user } = await server.t.createMember(server.admin);
    const res = await member.put(`/api/users/${user.id}`, {
      email: adminCredentials.email.toUpperCase(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: { message: 'Email already taken', error: true } });
  });

  it('changes the password only with the current one', async () => {
    const { client: member, user, password } = await server.t.createMember(server.admin);
    const wrong = await member.put('/api/users/password', {
      currentPassword: 'nope',
      newPassword: 'a new password',
    });
    expect(wrong.status).toBe(400);
    const short = await member.put('/api/users/password', {
      currentPassword: password,
      newPassword: 'short',
    });
    expect(short.status).toBe(422);
    const ok = await member.put('/api/users/password', {
      current_password: password,
      new_password: 'a new password',
    });
    expect(ok.status).toBe(200);
    expect(await server.t.login(user.email, 'a new password')).toBeTruthy();
  });
});

describe('admin user management', () => {
  it('lists users in Mealie’s pagination envelope with sorting', async () => {
    await server.t.createMember(server.admin);
    const page = await server.admin.get<Paginated<UserOut>>(
      '/api/admin/users?page=1&perPage=2&orderBy=username&orderDirection=asc',
    );
    expect(page.status).toBe(200);
    expect(page.body.per_page).toBe(2);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    expect(page.body.total_pages).toBe(Math.ceil(page.body.total / 2));
    expect(page.body.next).toBe(
      '/api/admin/users?page=2&perPage=2&orderBy=username&orderDirection=asc',
    );
    expect(page.body.previous).toBeNull();
    const names = page.body.items.map((u) => u.username ?? '');
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);

    const all = await server.admin.get<Paginated<UserOut>>('/api/admin/users?perPage=-1');
    expect(all.body.items).toHaveLength(all.body.total);
    expect((await server.admin.get('/api/admin/users?orderBy=password')).status).toBe(400);
    const byName = await server.admin.get<Paginated<UserOut>>(
      '/api/admin/users?perPage=-1&orderBy=fullName&orderDirection=desc',
    );
    const fullNames = byName.body.items.map((u) => (u.fullName ?? '').toLowerCase());
    expect([...fullNames].sort().reverse()).toEqual(fullNames);
  });

  it('creates, reads, edits and deletes a user; never itself', async () => {
    const username = unique('carol');
    const created = await server.admin.post<UserOut>('/api/admin/users', {
      username,
      email: `${username}@example.com`,
      password: 'carol password',
      fullName: 'Carol',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username, group: 'Home', admin: false });
    const id = created.body.id;

    expect((await server.admin.get<UserOut>(`/api/admin/users/${id}`)).body.fullName).toBe('Carol');
    const edited = await server.admin.put<UserOut>(`/api/admin/users/${id}`, {
      ...created.body,
      canOrganize: true,
      admin: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ canOrganize: true, admin: true });

    const dup = await server.admin.post('/api/admin/users', {
      username,
      email: 'other@example.com',
      password: 'carol password',
    });
    expect(dup.status).toBe(400);

    expect(
      (
        await server.admin.put(`/api/admin/users/${server.adminUser.id}`, {
          ...server.adminUser,
          admin: false,
        })
      ).status,
    ).toBe(403);
    expect((await server.admin.delete(`/api/admin/users/${server.adminUser.id}`)).status).toBe(403);
    const removed = await server.admin.delete<UserOut>(`/api/admin/users/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.id).toBe(id);
    expect((await server.admin.get(`/api/admin/users/${id}`)).status).toBe(404);
  });
});

describe('admin group management', () => {
  it('creates a group with a slug, renames it, moves a user in, and only deletes it when empty', async () => {
    const created = await server.admin.post<GroupInDB>('/api/admin/groups', {
      name: 'Crème Brûlée Club',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Crème Brûlée Club',
      slug: 'creme-brulee-club',
      users: [],
      preferences: { privateGroup: true },
    });
    const id = created.body.id;

    expect(
      (await server.admin.post('/api/admin/groups', { name: 'crème brûlée club' })).status,
    ).toBe(400);
    const sameSlug = await server.admin.post<GroupInDB>('/api/admin/groups', {
      name: 'Creme Brulee Club!',
    });
    expect(sameSlug.body).toMatchObject({
      name: 'Creme Brulee Club! (1)',
      slug: 'creme-brulee-club-1',
    });

    const renamed = await server.admin.put<GroupInDB>(`/api/admin/groups/${id}`, {
      id,
      name: 'Cabin',
      preferences: { privateGroup: false },
    });
    expect(renamed.body).toMatchObject({
      name: 'Cabin',
      slug: 'cabin',
      preferences: { privateGroup: false },
    });

    const { user } = await server.t.createMember(server.admin, { group: 'Cabin' });
    expect(user.groupId).toBe(id);
    expect(
      (await server.admin.get<GroupInDB>(`/api/admin/groups/${id}`)).body.users.map((u) => u.id),
    ).toEqual([user.id]);
    expect((await server.admin.delete(`/api/admin/groups/${id}`)).status).toBe(400);

    await server.admin.delete(`/api/admin/users/${user.id}`);
    const deleted = await server.admin.delete<GroupInDB>(`/api/admin/groups/${id}`);
    expect(deleted.status).toBe(200);
    expect((await server.admin.get(`/api/admin/groups/${id}`)).status).toBe(404);

    const list = await server.admin.get<Paginated<GroupInDB>>(
      '/api/admin/groups?orderBy=name&orderDirection=asc&perPage=-1',
    );
    expect(list.body.items.map((g) => g.name)).toEqual(['Creme Brulee Club! (1)', 'Home']);
  });
});
