import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type { LastDelivery } from '../../../server/contract/deliveries';
import type { GroupEventNotifierOut } from '../../../server/contract/event-notifiers';
import type { ReadGroupPreferences } from '../../../server/contract/groups';
import type { ReadPlanEntry } from '../../../server/contract/mealplans';
import type { GroupRecipeActionOut } from '../../../server/contract/recipe-actions';
import type { ReadWebhook } from '../../../server/contract/webhooks';
import type { StartServerOptions } from '../../../server/index';
import germanMessages from '../../../server/i18n/messages/de-DE.json';
import { localToday } from '../../../server/services/meal-plans/meal-plan-views';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';
import { bodyJson, startReceiver, type Receiver } from '../../helpers/receiver';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

let receiver: Receiver;
let mail: MailCatcher;
const options: Partial<StartServerOptions> = { allowPrivateFetch: true };

beforeAll(async () => {
  receiver = await startReceiver({ '/hang': 'hang', '/fail': 500 });
  mail = await startMailCatcher();
  options.smtp = mail.smtp;
  options.notifications = {
    timeoutMs: 400,
    retryDelaysMs: [50, 100],
    discordApiUrl: `${receiver.url}/discord`,
  };
});
afterAll(async () => {
  await receiver.close();
  await mail.close();
});

const w = useTwoGroups(options);

const host = () => receiver.url.replace(/^http:\/\//, '');

async function webhookTo(
  client: ApiClient,
  path: string,
  scheduledTime = '00:00',
): Promise<string> {
  const made = await client.post<ReadWebhook>('/api/groups/webhooks', {
    name: unique('Hook '),
    url: `${receiver.url}${path}`,
    scheduledTime,
  });
  expect(made.status).toBe(201);
  return made.body.id;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('webhooks', () => {
  it("test posts today's meal plan with its recipes, and the result shows on the webhook", async () => {
    const recipe = await createRecipe(w.member, { name: unique('Hooked soup ') });
    const entry = await w.member.post<ReadPlanEntry>('/api/groups/mealplans', {
      date: localToday(),
      entryType: 'dinner',
      recipeId: recipe.id,
    });
    expect(entry.status).toBe(201);
    const id = await webhookTo(w.member, '/hook');

    const tested = await w.member.post<LastDelivery>(`/api/groups/webhooks/${id}/test`);
    expect(tested.status).toBe(200);
    expect(contractErrors('LastDelivery', tested.body)).toEqual([]);
    expect(tested.body).toMatchObject({ ok: true, status: 200, error: null, attempts: 1 });

    const sent = await receiver.nth('/hook');
    expect(sent.method).toBe('POST');
    expect(sent.headers['content-type']).toBe('application/json');
    const body = JSON.parse(sent.body) as ReadPlanEntry[];
    expect(body.map((e) => [e.id, e.recipe?.slug])).toEqual([[entry.body.id, recipe.slug]]);

    const read = await w.member.get<ReadWebhook>(`/api/households/webhooks/${id}`);
    expect(contractErrors('ReadWebhook', read.body)).toEqual([]);
    expect(read.body.lastDelivery).toEqual(tested.body);
    // the other group sees neither the webhook nor its test
    expect((await w.outsider.post(`/api/groups/webhooks/${id}/test`)).status).toBe(404);
    expect((await w.visitor.post(`/api/groups/webhooks/${id}/test`)).status).toBe(401);
  });

  it('records a timeout for a receiver that never answers', async () => {
    const id = await webhookTo(w.member, '/hang');
    const started = Date.now();
    const tested = await w.member.post<LastDelivery>(`/api/groups/webhooks/${id}/test`);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(tested.body).toMatchObject({ ok: false, status: null, attempts: 1 });
    expect(tested.body.error).toMatch(/too long/);
  });

  it('rerun fires again in the background, retries a 500 and records the failure', async () => {
    const id = await webhookTo(w.member, '/fail');
    const rerun = await w.member.post('/api/households/webhooks/rerun');
    expect(rerun.status).toBe(200);
    expect(contractErrors('SuccessResponse', rerun.body)).toEqual([]);
    await receiver.nth('/fail', 3);
    const read = await until(
      async () => (await w.member.get<ReadWebhook>(`/api/groups/webhooks/${id}`)).body,
      (hook) => hook.lastDelivery !== null,
    );
    expect(read.lastDelivery).toMatchObject({ ok: false, status: 500, attempts: 3 });
    expect(read.lastDelivery?.error).toMatch(/HTTP 500/);
    expect(receiver.to('/fail')).toHaveLength(3);
  });
});

const notifierUrls = () => ({
  ntfy: `ntfy://${host()}/kitchen`,
  gotify: `gotify://${host()}/gotify/tok123`,
  discord: 'discord://4242/secret-token',
  json: `json://${host()}/json-in`,
  form: `form://${host()}/form-in`,
  mailto: 'mailto://cook@example.com',
});

async function notifier(client: ApiClient, appriseUrl: string) {
  const made = await client.post<GroupEventNotifierOut>('/api/groups/events/notifications', {
    name: unique('Notifier '),
    appriseUrl,
  });
  expect(made.status).toBe(201);
  return made.body;
}

describe('event notifiers', () => {
  it('creates, lists, reads, updates and deletes GroupEventNotifierOut, never showing the URL', async () => {
    const made = await notifier(w.member, notifierUrls().ntfy);
    expect(contractErrors('GroupEventNotifierOut', made)).toEqual([]);
    expect(made).toMatchObject({ enabled: true, service: 'ntfy', lastDelivery: null });
    expect(Object.values(made.options).filter((on) => on === true)).toEqual([]);
    expect(JSON.stringify(made)).not.toContain('kitchen');

    const list = await w.member.get<Paginated<GroupEventNotifierOut>>(
      '/api/households/events/notifications',
    );
    expect(contractErrors('GroupEventPagination', list.body)).toEqual([]);
    expect(list.body.items.map((n) => n.id)).toContain(made.id);
    expect(
      (await w.outsider.get<Paginated<GroupEventNotifierOut>>('/api/groups/events/notifications'))
        .body.items,
    ).toEqual([]);

    const path = `/api/groups/events/notifications/${made.id}`;
    const updated = await w.member.put<GroupEventNotifierOut>(path, {
      name: 'Kitchen phone',
      enabled: false,
      appriseUrl: null,
      options: { recipeCreated: true, tagCreated: true },
    });
    expect(updated.status).toBe(200);
    expect(contractErrors('GroupEventNotifierOut', updated.body)).toEqual([]);
    expect(updated.body).toMatchObject({ name: 'Kitchen phone', enabled: false, service: 'ntfy' });
    expect(updated.body.options).toMatchObject({ recipeCreated: true, tagCreated: true });
    expect((await w.member.get(path)).body).toEqual(updated.body);
    expect((await w.outsider.put(path, { name: 'x' })).status).toBe(404);

    expect((await w.member.delete(path)).status).toBe(204);
    expect((await w.member.get(path)).status).toBe(404);
  });

  it('refuses an unknown scheme or a malformed URL with a 422', async () => {
    for (const appriseUrl of ['slack://token', 'not a url', 'discord://only-id', 'mailto://x']) {
      const res = await w.member.post('/api/groups/events/notifications', {
        name: 'Bad',
        appriseUrl,
      });
      expect(res.status, appriseUrl).toBe(422);
      expect(contractErrors('HTTPValidationError', res.body)).toEqual([]);
    }
    const made = await notifier(w.member, notifierUrls().json);
    const res = await w.member.put(`/api/groups/events/notifications/${made.id}`, {
      name: 'Bad',
      appriseUrl: 'pushover://x',
    });
    expect(res.status).toBe(422);
  });

  it('sends a test in each service’s own wire format', async () => {
    const urls = notifierUrls();
    for (const url of Object.values(urls)) {
      const made = await notifier(w.member, url);
      const tested = await w.member.post(`/api/groups/events/notifications/${made.id}/test`);
      expect(tested.status, url).toBe(204);
      const read = await w.member.get<GroupEventNotifierOut>(
        `/api/groups/events/notifications/${made.id}`,
      );
      expect(read.body.lastDelivery, url).toMatchObject({ ok: true, attempts: 1 });
    }
    const ntfy = await receiver.nth('/kitchen');
    expect(ntfy.headers['content-type']).toMatch(/^text\/plain/);
    expect(ntfy.headers.title).toBe(
      `=?UTF-8?B?${Buffer.from('Test message').toString('base64')}?=`,
    );
    expect(ntfy.body).toMatch(/^Test message: .* works$/);

    const gotify = bodyJson(await receiver.nth('/gotify/message?token=tok123'));
    expect(gotify).toMatchObject({ title: 'Test message', priority: 5 });

    const discord = bodyJson(await receiver.nth('/discord/webhooks/4242/secret-token'));
    expect(String(discord.content)).toMatch(/^\*\*Test message\*\*\n/);

    const json = bodyJson(await receiver.nth('/json-in'));
    expect(json).toMatchObject({ version: '1.0', title: 'Test message', type: 'info' });

    const form = new URLSearchParams((await receiver.nth('/form-in')).body);
    expect(form.get('title')).toBe('Test message');

    const message = await mail.next();
    expect(message.to).toEqual(['cook@example.com']);
    expect(message.subject).toBe('Test message');
  });

  it('words events in the household’s default language', async () => {
    const preferences = await w.outsider.get<ReadGroupPreferences>('/api/groups/preferences');
    const saved = await w.outsider.put('/api/groups/preferences', {
      ...preferences.body,
      defaultLocale: 'de-DE',
    });
    expect(saved.status).toBe(200);
    const hearing = await notifier(w.outsider, `json://${host()}/german`);
    await w.outsider.put(`/api/groups/events/notifications/${hearing.id}`, {
      name: hearing.name,
      options: { recipeCreated: true },
    });
    await createRecipe(w.outsider, { name: unique('Eintopf ') });
    const heard = bodyJson(await receiver.nth('/german'));
    expect(heard.title).toBe(germanMessages.notifier.events.recipeCreated);
    expect(heard.title).not.toBe('Recipe created');
  });

  it('hears the events whose switch is on, after the request, and records failures after retries', async () => {
    const hearing = await notifier(w.member, `json://${host()}/events`);
    await w.member.put(`/api/groups/events/notifications/${hearing.id}`, {
      name: hearing.name,
      options: { recipeCreated: true, shoppingListCreated: true },
    });
    const failing = await notifier(w.member, `json://${host()}/fail`);
    await w.member.put(`/api/groups/events/notifications/${failing.id}`, {
      name: failing.name,
      options: { cookbookCreated: true },
    });
    const before = receiver.to('/fail').length;

    // switched off: nothing is sent
    await w.member.post('/api/organizers/tags', { name: unique('Quiet tag ') });
    const name = unique('Evented stew ');
    await createRecipe(w.member, { name });
    const heard = bodyJson(await receiver.nth('/events'));
    expect(String(heard.message)).toContain(name);
    expect(String(heard.message)).toContain('/recipe/');
    await w.member.post('/api/groups/shopping/lists', { name: 'Evented list' });
    expect(bodyJson(await receiver.nth('/events', 2)).title).toBe('Shopping list created');
    // the other group's events reach only its own notifiers
    await createRecipe(w.outsider, { name: unique('Elsewhere ') });

    await w.member.post('/api/groups/cookbooks', { name: unique('Evented book ') });
    await receiver.nth('/fail', before + 3);
    const read = await until(
      async () =>
        (
          await w.member.get<GroupEventNotifierOut>(
            `/api/groups/events/notifications/${failing.id}`,
          )
        ).body,
      (n) => n.lastDelivery !== null,
    );
    expect(read.lastDelivery).toMatchObject({ ok: false, status: 500, attempts: 3 });
    expect(receiver.to('/events')).toHaveLength(2);
  });
});

describe('recipe actions', () => {
  it('creates, lists, reads, updates and deletes GroupRecipeActionOut under both paths', async () => {
    const made = await w.member.post<GroupRecipeActionOut>('/api/groups/recipe-actions', {
      actionType: 'link',
      title: 'Search the web',
      url: 'https://www.example.com/search?q={{recipe.name}}',
    });
    expect(made.status).toBe(201);
    expect(contractErrors('GroupRecipeActionOut', made.body)).toEqual([]);
    const path = `/api/households/recipe-actions/${made.body.id}`;
    expect((await w.member.get(path)).body).toEqual(made.body);
    const list = await w.member.get<Paginated<GroupRecipeActionOut>>('/api/groups/recipe-actions');
    expect(contractErrors('GroupRecipeActionPagination', list.body)).toEqual([]);
    expect(list.body.items).toContainEqual(made.body);
    expect(
      (await w.outsider.get<Paginated<GroupRecipeActionOut>>('/api/groups/recipe-actions')).body
        .items,
    ).toEqual([]);

    const updated = await w.member.put<GroupRecipeActionOut>(path, {
      ...made.body,
      title: 'Look it up',
    });
    expect(updated.body.title).toBe('Look it up');
    expect((await w.outsider.delete(path)).status).toBe(404);
    const deleted = await w.member.delete<GroupRecipeActionOut>(path);
    expect(deleted.body).toEqual(updated.body);
    expect((await w.member.get(path)).status).toBe(404);
  });

  it('refuses a URL that is not http(s) or an unknown action type with a 422', async () => {
    for (const body of [
      { actionType: 'link', title: 'x', url: 'javascript:alert(1)' },
      { actionType: 'link', title: 'x', url: '{{recipe.url}}' },
      { actionType: 'email', title: 'x', url: 'https://example.com' },
      { actionType: 'post', title: '', url: 'https://example.com' },
    ]) {
      const res = await w.member.post('/api/groups/recipe-actions', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('triggers a post action with the recipe (202), filling the URL; links are not triggered', async () => {
    const recipe = await createRecipe(w.member, { name: unique('Posted pie ') });
    const post = await w.member.post<GroupRecipeActionOut>('/api/groups/recipe-actions', {
      actionType: 'post',
      title: 'Send to the fridge',
      url: `${receiver.url}/actions/{{recipe.slug}}`,
    });
    const triggered = await w.member.post(
      `/api/households/recipe-actions/${post.body.id}/trigger/${recipe.slug}`,
    );
    expect(triggered.status).toBe(202);
    const sent = bodyJson(await receiver.nth(`/actions/${recipe.slug}`));
    expect(sent.action).toEqual(post.body);
    expect(sent.content).toMatchObject({ id: recipe.id, name: recipe.name });

    const link = await w.member.post<GroupRecipeActionOut>('/api/groups/recipe-actions', {
      actionType: 'link',
      title: 'Open',
      url: 'https://example.com/{{recipe.slug}}',
    });
    const refused = await w.member.post(
      `/api/groups/recipe-actions/${link.body.id}/trigger/${recipe.slug}`,
    );
    expect(refused.status).toBe(400);
    const missing = await w.member.post(
      `/api/groups/recipe-actions/${post.body.id}/trigger/no-such-recipe`,
    );
    expect(missing.status).toBe(404);
    const away = await w.outsider.post(
      `/api/groups/recipe-actions/${post.body.id}/trigger/${recipe.slug}`,
    );
    expect(away.status).toBe(404);
  });
});
