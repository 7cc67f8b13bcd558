import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { UserOut } from '../../../server/contract/users';
import { useAdminServer } from '../../helpers/admin-server';
import type { ApiClient } from '../../helpers/http-client';
import { fileForm, imageFacts, jpegBytes, pngBytes } from '../../helpers/images';
import { unique } from '../../helpers/test-server';

const server = useAdminServer();

const upload = (client: ApiClient, userId: string, bytes: Uint8Array, name = 'me.png') =>
  client.request('POST', `/api/users/${userId}/image`, {
    body: fileForm('profile', bytes, name, {}),
  });

const pictureFile = (userId: string) =>
  path.join(server.t.dataDir, 'users', userId, 'profile.webp');

const cacheKeyOf = async (client: ApiClient) =>
  (await client.get<UserOut>('/api/users/self')).body.cacheKey;

const hasPictureOf = async (client: ApiClient) =>
  (await client.get<UserOut>('/api/users/self')).body.hasProfileImage;

async function otherGroupMember() {
  const neighbours = unique('Neighbours ');
  expect((await server.admin.post('/api/admin/groups', { name: neighbours })).status).toBe(201);
  return server.t.createMember(server.admin, { group: neighbours });
}

describe('POST /api/users/{id}/image', () => {
  it('stores the picture as a WebP square, changes the cache key and serves it', async () => {
    const { client, user } = await server.t.createMember(server.admin);
    const before = await cacheKeyOf(client);
    // Without a picture the user object says so, and clients need not ask (a 404).
    expect(await hasPictureOf(client)).toBe(false);
    const res = await upload(client, user.id, await jpegBytes(800, 600, 6), 'me.jpg');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Profile image updated', error: false });
    expect(await cacheKeyOf(client)).not.toBe(before);
    expect(await hasPictureOf(client)).toBe(true);
    const members = await client.get<UserOut[]>('/api/groups/members');
    expect(members.body.find((member) => member.id === user.id)?.hasProfileImage).toBe(true);
    expect(
      members.body.filter((member) => member.id !== user.id).map((m) => m.hasProfileImage),
    ).not.toContain(true);
    expect(await imageFacts(pictureFile(user.id))).toEqual({
      width: 512,
      height: 512,
      format: 'webp',
      hasExif: false,
    });

    const media = await server.t.visitor.get(`/api/media/users/${user.id}/profile.webp`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');

    const own = await fetch(new URL(`/api/users/${user.id}/image`, server.t.url), {
      headers: { authorization: `Bearer ${client.options.token ?? ''}` },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('cache-control')).toBe('private, max-age=0');
    expect(Buffer.from(await own.arrayBuffer())).toEqual(readFileSync(pictureFile(user.id)));

    const replaced = await upload(client, user.id, await pngBytes(40, 40));
    expect(replaced.status).toBe(200);
    expect(await imageFacts(pictureFile(user.id))).toMatchObject({ width: 512, height: 512 });
  });

  it('is for oneself, or an admin for anyone in any group', async () => {
    const { client: member, user } = await server.t.createMember(server.admin);
    const colleague = await server.t.createMember(server.admin);
    const outsider = await otherGroupMember();
    const png = await pngBytes(20, 20);

    expect((await upload(colleague.client, user.id, png)).status).toBe(403);
    expect((await upload(member, server.adminUser.id, png)).status).toBe(403);
    expect((await upload(server.t.visitor, user.id, png)).status).toBe(401);
    expect(existsSync(pictureFile(user.id))).toBe(false);

    expect((await upload(server.admin, outsider.user.id, png)).status).toBe(200);
    expect(existsSync(pictureFile(outsider.user.id))).toBe(true);
    const unknownId = '00000000-0000-4000-8000-000000000000';
    expect((await upload(server.admin, unknownId, png)).status).toBe(404);
  });

  it('refuses what is not an image, an oversized file or no file, and keeps the old picture', async () => {
    const { client, user } = await server.t.createMember(server.admin);
    expect((await upload(client, user.id, await pngBytes(30, 30))).status).toBe(200);
    const stored = readFileSync(pictureFile(user.id));
    const key = await cacheKeyOf(client);

    const text = await upload(client, user.id, new TextEncoder().encode('not a picture'), 'a.png');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ detail: { error: true } });
    const huge = await upload(client, user.id, Buffer.alloc(20 * 1024 * 1024 + 1), 'big.png');
    expect(huge.status).toBe(413);
    const empty = await client.request('POST', `/api/users/${user.id}/image`, {
      body: fileForm('image', await pngBytes(5, 5), 'wrong-field.png', {}),
    });
    expect(empty.status).toBe(400);
    const missing = await client.request('POST', `/api/users/${user.id}/image`, {
      body: new FormData(),
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ detail: [{ loc: ['body', 'profile'] }] });

    expect(readFileSync(pictureFile(user.id))).toEqual(stored);
    expect(await cacheKeyOf(client)).toBe(key);
  });
});

describe('GET /api/users/{id}/image', () => {
  it('shows the picture to the group and admins, 404 to others and when there is none', async () => {
    const { client: member, user } = await server.t.createMember(server.admin);
    const colleague = await server.t.createMember(server.admin);
    const outsider = await otherGroupMember();
    const image = `/api/users/${user.id}/image`;

    expect((await member.get(image)).status).toBe(404);
    expect((await upload(member, user.id, await pngBytes(20, 20))).status).toBe(200);
    for (const client of [member, colleague.client, server.admin]) {
      const res = await client.get(image);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
    expect((await outsider.client.get(image)).status).toBe(404);
    expect((await server.t.visitor.get(image)).status).toBe(401);
    const theirs = `/api/users/${outsider.user.id}/image`;
    expect((await server.admin.get(theirs)).status).toBe(404);
    expect((await upload(server.admin, outsider.user.id, await pngBytes(20, 20))).status).toBe(200);
    expect((await server.admin.get(theirs)).status).toBe(200);
    expect((await member.get(theirs)).status).toBe(404);
  });

  it('goes away with its user', async () => {
    const { client, user } = await server.t.createMember(server.admin);
    expect((await upload(client, user.id, await pngBytes(20, 20))).status).toBe(200);
    expect((await server.admin.delete(`/api/admin/users/${user.id}`)).status).toBe(200);
    expect(existsSync(path.dirname(pictureFile(user.id)))).toBe(false);
    const media = await server.t.visitor.get(`/api/media/users/${user.id}/profile.webp`);
    expect(media.status).toBe(404);
  });
});
