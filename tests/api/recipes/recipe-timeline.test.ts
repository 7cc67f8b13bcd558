import { existsSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type { Recipe } from '../../../server/contract/recipes';
import type { RecipeTimelineEventOut } from '../../../server/contract/timeline';
import type { UserOut } from '../../../server/contract/users';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { imageFacts, imageForm, pngBytes } from '../../helpers/images';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const s = useTwoGroups();
let author: ApiClient;
let authorUser: UserOut;

beforeAll(async () => {
  const made = await s.t.createMember(s.admin);
  author = made.client;
  authorUser = made.user;
});

const events = '/api/recipes/timeline/events';
type Page = Paginated<RecipeTimelineEventOut>;
const newRecipe = () => createRecipe(s.admin, { name: unique('Timeline dish ') });
const byRecipe = (client: ApiClient, recipe: Recipe, extra = '') =>
  client.get<Page>(
    `${events}?queryFilter=${encodeURIComponent(`recipe_id="${recipe.id}"${extra}`)}&orderBy=timestamp&orderDirection=asc`,
  );
const madeIt = (client: ApiClient, recipe: Recipe, timestamp: string, eventType = 'info') =>
  client.post<RecipeTimelineEventOut>(events, {
    recipeId: recipe.id,
    // someone else's id: ignored, events are always the caller's
    userId: '00000000-0000-4000-8000-000000000000',
    subject: 'Made it',
    eventType,
    eventMessage: 'Lovely',
    timestamp,
  });

describe('timeline events', () => {
  it('creates events as the caller (201) and lists them by recipe_id', async () => {
    const recipe = await newRecipe();
    const created = await madeIt(author, recipe, '2024-05-01T18:30:00Z');
    expect(created.status).toBe(201);
    expect(contractErrors('RecipeTimelineEventOut', created.body)).toEqual([]);
    expect(created.body).toMatchObject({
      recipeId: recipe.id,
      userId: authorUser.id,
      eventType: 'info',
      eventMessage: 'Lovely',
      image: 'does not have image',
      timestamp: '2024-05-01T18:30:00.000Z',
    });
    const list = await byRecipe(s.member, recipe);
    expect(list.status).toBe(200);
    expect(contractErrors('RecipeTimelineEventPagination', list.body)).toEqual([]);
    expect(list.body.items.map((e) => e.subject)).toEqual(['Made it', 'Recipe Created']);
    const camel = await s.member.get<Page>(
      `${events}?queryFilter=${encodeURIComponent(`recipeId = "${recipe.id}" AND eventType = "system"`)}`,
    );
    expect(camel.body.items.map((e) => e.subject)).toEqual(['Recipe Created']);
    expect((await s.member.get(`${events}/${created.body.id}`)).status).toBe(200);
  });

  it('refuses bad filters and sort keys with 400', async () => {
    expect((await s.member.get(`${events}?queryFilter=recipe_id%3D`)).status).toBe(400);
    expect((await s.member.get(`${events}?queryFilter=password%3D"x"`)).status).toBe(400);
    expect((await s.member.get(`${events}?orderBy=password`)).status).toBe(400);
  });

  it('moves lastMade forward with later "made it" events only', async () => {
    const recipe = await newRecipe();
    const lastMade = async () =>
      (await s.admin.get<Recipe>(`/api/recipes/${recipe.slug}`)).body.lastMade;
    await madeIt(s.member, recipe, '2024-06-01T12:00:00Z');
    expect(await lastMade()).toBe('2024-06-01T12:00:00.000Z');
    await madeIt(s.member, recipe, '2024-01-01T12:00:00Z');
    expect(await lastMade()).toBe('2024-06-01T12:00:00.000Z');
    await madeIt(s.member, recipe, '2024-09-01T12:00:00Z', 'comment');
    expect(await lastMade()).toBe('2024-06-01T12:00:00.000Z');
    await madeIt(s.member, recipe, '2024-07-01T09:00:00');
    expect(await lastMade()).toBe('2024-07-01T09:00:00.000Z');
  });

  it('keeps each group’s events to itself', async () => {
    const recipe = await newRecipe();
    const event = (await madeIt(author, recipe, '2024-05-01T10:00:00Z')).body;
    const theirs = await s.outsider.get<Page>(`${events}?perPage=-1`);
    expect(theirs.body.items.some((e) => e.recipeId === recipe.id)).toBe(false);
    expect((await byRecipe(s.outsider, recipe)).body.total).toBe(0);
    expect((await s.outsider.get(`${events}/${event.id}`)).status).toBe(404);
    const update = { subject: 'Mine now' };
    expect((await s.outsider.put(`${events}/${event.id}`, update)).status).toBe(404);
    expect((await s.outsider.delete(`${events}/${event.id}`)).status).toBe(404);
    expect((await madeIt(s.outsider, recipe, '2024-05-02T10:00:00Z')).status).toBe(404);
    expect((await s.visitor.get(events)).status).toBe(401);
    expect((await madeIt(s.visitor, recipe, '2024-05-02T10:00:00Z')).status).toBe(401);
  });

  it('lets the author or an admin edit and delete, not other members', async () => {
    const recipe = await newRecipe();
    const event = (await madeIt(author, recipe, '2024-05-01T10:00:00Z')).body;
    const url = `${events}/${event.id}`;
    expect((await s.member.put(url, { subject: 'Not yours' })).status).toBe(403);
    const edited = await author.put<RecipeTimelineEventOut>(url, {
      subject: 'Made it twice',
      eventMessage: null,
    });
    expect(edited.status).toBe(200);
    expect(contractErrors('RecipeTimelineEventOut', edited.body)).toEqual([]);
    expect(edited.body).toMatchObject({ subject: 'Made it twice', eventMessage: null });
    expect((await s.admin.put(url, { subject: 'Admin tidied' })).status).toBe(200);
    expect((await s.member.delete(url)).status).toBe(403);
    const deleted = await author.delete<RecipeTimelineEventOut>(url);
    expect(deleted.status).toBe(200);
    expect(deleted.body.subject).toBe('Admin tidied');
    expect((await author.get(url)).status).toBe(404);
  });

  it('stores an event image as three WebP files and serves them', async () => {
    const recipe = await newRecipe();
    const event = (await madeIt(author, recipe, '2024-05-01T10:00:00Z')).body;
    const upload = (client: ApiClient) =>
      pngBytes(800, 600).then((png) =>
        client.request(`PUT`, `${events}/${event.id}/image`, { body: imageForm(png, 'png') }),
      );
    expect((await upload(s.member)).status).toBe(403);
    const res = await upload(author);
    expect(res.status).toBe(200);
    expect(contractErrors('UpdateImageResponse', res.body)).toEqual([]);
    expect(res.body).toEqual({ image: 'has image' });
    const dir = path.join(s.t.dataDir, 'recipes', recipe.id, 'images', 'timeline', event.id);
    expect(await imageFacts(path.join(dir, 'tiny-original.webp'))).toMatchObject({
      width: 300,
      height: 300,
    });
    expect((await author.get<RecipeTimelineEventOut>(`${events}/${event.id}`)).body.image).toBe(
      'has image',
    );
    const media = await s.visitor.get(
      `/api/media/recipes/${recipe.id}/images/timeline/${event.id}/original.webp`,
    );
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');

    const cleared = await author.put<RecipeTimelineEventOut>(`${events}/${event.id}`, {
      subject: 'No picture',
      image: 'does not have image',
    });
    expect(cleared.body.image).toBe('does not have image');
    expect(existsSync(dir)).toBe(false);

    await upload(author);
    expect(existsSync(dir)).toBe(true);
    await author.delete(`${events}/${event.id}`);
    expect(existsSync(dir)).toBe(false);
  });
});
