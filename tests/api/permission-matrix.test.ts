import { gzipSync } from 'node:zlib';

import { beforeAll, describe, expect, it } from 'vitest';

import type { Recipe } from '../../server/contract/recipes';
import type { GroupPermission } from '../../server/services/group-permissions';
import type { ApiClient } from '../helpers/http-client';
import { fileForm, imageForm, pngBytes } from '../helpers/images';
import { adminCredentials, startTestServer, unique, type TestServer } from '../helpers/test-server';
import { allGroupPermissions, createRecipe } from '../helpers/two-groups';

/**
 * One table across every call of the API. Roles: a visitor; members of the home group without
 * permissions and with each one; the home group's site admin; and in a second group a member
 * holding every group permission ("another group's admin") and a site admin. Each cell asserts
 * the status and that a 2xx body holds nothing of a group the caller is not in (each group's
 * data carries its marker). Adding a call is adding a row.
 */
type Role =
  | 'visitor'
  | 'member'
  | 'manager'
  | 'inviter'
  | 'organizer'
  | 'siteAdmin'
  | 'otherGroupAdmin'
  | 'otherSiteAdmin';
type Need = GroupPermission | 'admin';

const roles: Role[] = [
  'visitor',
  'member',
  'manager',
  'inviter',
  'organizer',
  'siteAdmin',
  'otherGroupAdmin',
  'otherSiteAdmin',
];
const away = new Set<Role>(['otherGroupAdmin', 'otherSiteAdmin']);
const holds: Record<Role, Need[]> = {
  visitor: [],
  member: [],
  manager: ['manage'],
  inviter: ['invite'],
  organizer: ['organize'],
  siteAdmin: [...allGroupPermissions, 'admin'],
  otherGroupAdmin: allGroupPermissions,
  otherSiteAdmin: [...allGroupPermissions, 'admin'],
};

const HOME = 'HomeMarkQ7';
const AWAY = 'AwayMarkZ3';

interface Fixture {
  homeId: string;
  homeSlug: string;
  privateSlug: string;
  adminId: string;
  memberId: string;
  memberEmail: string;
  recipe: Recipe;
  awayRecipe: Recipe;
  commentId: string;
  eventId: string;
  shareId: string;
  foodId: string;
  unitId: string;
  labelId: string;
  categoryId: string;
  categorySlug: string;
  tagId: string;
  tagSlug: string;
  toolId: string;
  toolSlug: string;
  cookbookId: string;
  publicCookbookId: string;
  entryId: string;
  ruleId: string;
  list: Record<string, unknown> & { id: string };
  item: Record<string, unknown> & { id: string };
  webhookId: string;
  quietWebhookId: string;
  notifierId: string;
  recipeActionId: string;
}

interface Row {
  call: string;
  /** May be a promise, when the body needs a fresh resource. */
  body?: (f: Fixture) => unknown;
  form?: () => FormData | Promise<FormData>;
  /** The status when the caller may make the call. */
  ok: number;
  needs?: Need;
  /** What the other group's people get (default `ok`: the call works on their own group). */
  away?: number;
  visitor?: number;
  /** Cells that differ from the rules above. */
  except?: Partial<Record<Role, number>>;
  /** A site admin's cross-group view: their bodies may show both groups. */
  crossGroup?: true;
  /** The home group's public data (explore, share links): anyone may see it. */
  publicHome?: true;
  /** The call ends the caller's session: each role makes it in a fresh session of its own. */
  endsSession?: true;
}

function expected(row: Row, role: Role): number {
  const exception = row.except?.[role];
  if (exception !== undefined) return exception;
  if (role === 'visitor') return row.visitor ?? 401;
  if (row.needs && !holds[role].includes(row.needs)) return 403;
  return away.has(role) ? (row.away ?? row.ok) : row.ok;
}

let t: TestServer;
const clients = {} as Record<Role, ApiClient>;
const f = {} as Fixture;

const idOf = async (res: Promise<{ status: number; body: unknown }>): Promise<string> => {
  const { status, body } = await res;
  if (status >= 300) throw new Error(`fixture failed: ${status} ${JSON.stringify(body)}`);
  return String((body as { id: string | number }).id);
};

/** Fresh home-group resources for calls that consume them (made by the site admin). */
const make = {
  recipe: async () => (await createRecipe(clients.siteAdmin, { name: unique(`${HOME} R `) })).slug,
  organizer: (kind: string) => () =>
    idOf(clients.siteAdmin.post(`/api/organizers/${kind}`, { name: unique(`${HOME} O `) })),
  food: () => idOf(clients.siteAdmin.post('/api/foods', { name: unique(`${HOME} f `) })),
  unit: () => idOf(clients.siteAdmin.post('/api/units', { name: unique(`${HOME} u `) })),
  label: () => idOf(clients.siteAdmin.post('/api/groups/labels', { name: unique(`${HOME} L `) })),
  cookbook: () =>
    idOf(clients.siteAdmin.post('/api/groups/cookbooks', { name: unique(`${HOME} B `) })),
  entry: () =>
    idOf(clients.siteAdmin.post('/api/groups/mealplans', { date: '2031-01-01', title: HOME })),
  rule: () => idOf(clients.siteAdmin.post('/api/groups/mealplans/rules', {})),
  list: () =>
    idOf(clients.siteAdmin.post('/api/groups/shopping/lists', { name: unique(`${HOME} S `) })),
  item: async () => {
    const res = await clients.siteAdmin.post<{ createdItems: { id: string }[] }>(
      '/api/groups/shopping/items',
      { shoppingListId: f.list.id, note: unique(`${HOME} item `) },
    );
    const id = res.body.createdItems[0]?.id;
    if (!id) throw new Error(`item failed: ${res.status} ${JSON.stringify(res.body)}`);
    return id;
  },
  share: () => idOf(clients.siteAdmin.post('/api/shared/recipes', { recipeId: f.recipe.id })),
  comment: () =>
    idOf(clients.siteAdmin.post('/api/comments', { recipeId: f.recipe.id, text: HOME })),
  event: () =>
    idOf(
      clients.siteAdmin.post('/api/recipes/timeline/events', {
        recipeId: f.recipe.id,
        subject: HOME,
        eventType: 'info',
      }),
    ),
  webhook: () =>
    idOf(clients.siteAdmin.post('/api/groups/webhooks', { ...webhook, name: unique('New ') })),
  notifier: () =>
    idOf(
      clients.siteAdmin.post('/api/groups/events/notifications', {
        name: unique(`${HOME} N `),
        appriseUrl: blockedNotifier,
      }),
    ),
  recipeAction: () =>
    idOf(clients.siteAdmin.post('/api/groups/recipe-actions', { ...recipeAction, title: HOME })),
  user: async () => (await t.createMember(clients.siteAdmin)).user.id,
  group: () => idOf(clients.siteAdmin.post('/api/admin/groups', { name: unique('Empty ') })),
  invite: async () => {
    const res = await clients.siteAdmin.post<{ token: string }>('/api/groups/invitations', {
      uses: 1,
    });
    if (res.status !== 201) throw new Error(`invite failed: ${res.status}`);
    return res.body.token;
  },
} satisfies Record<string, unknown>;

/** Outgoing calls to loopback are refused at once (the server does not allow private fetches). */
const blockedNotifier = 'json://127.0.0.1:9/matrix';
const recipeAction = { actionType: 'post', url: 'http://127.0.0.1:9/{{recipe.slug}}' };

const webhook = {
  name: HOME,
  url: 'https://hooks.example.com/home',
  webhookType: 'mealplan',
  scheduledTime: '18:00',
};

beforeAll(async () => {
  t = await startTestServer();
  const admin = await t.setupAdmin();
  clients.siteAdmin = admin.client;
  clients.visitor = t.visitor;
  f.adminId = admin.user.id;
  f.homeId = admin.user.groupId;
  f.homeSlug = admin.user.groupSlug;
  const neighbours = unique('Neighbours ');
  await admin.client.post('/api/admin/groups', { name: neighbours });
  const privateGroup = await admin.client.post<{ slug: string }>('/api/admin/groups', {
    name: unique('Private '),
  });
  f.privateSlug = privateGroup.body.slug;
  const member = await t.createMember(admin.client);
  clients.member = member.client;
  f.memberId = member.user.id;
  f.memberEmail = member.user.email;
  const people = [admin, member];
  for (const [role, permission] of [
    ['manager', 'manage'],
    ['inviter', 'invite'],
    ['organizer', 'organize'],
  ] as const) {
    const made = await t.createMember(admin.client, { permissions: [permission] });
    clients[role] = made.client;
    people.push(made);
  }
  const otherGroupAdmin = await t.createMember(admin.client, {
    group: neighbours,
    permissions: allGroupPermissions,
  });
  const otherSiteAdmin = await t.createMember(admin.client, { group: neighbours, admin: true });
  clients.otherGroupAdmin = otherGroupAdmin.client;
  clients.otherSiteAdmin = otherSiteAdmin.client;
  // people's names carry their group's marker too, so member lists are checked as well
  for (const person of [...people, otherGroupAdmin, otherSiteAdmin]) {
    const mark = person.user.groupId === f.homeId ? HOME : AWAY;
    const renamed = await admin.client.put(`/api/admin/users/${person.user.id}`, {
      email: person.user.email,
      fullName: `${mark} ${person.user.username ?? ''}`,
    });
    if (renamed.status !== 200) throw new Error(`rename failed: ${renamed.status}`);
  }

  await member.client.request('POST', `/api/users/${f.memberId}/image`, {
    body: fileForm('profile', await pngBytes(20, 20), 'me.png', {}),
  });
  await admin.client.put('/api/groups/preferences', { privateGroup: false, recipePublic: true });
  for (const [client, mark] of [
    [admin.client, HOME],
    [clients.otherGroupAdmin, AWAY],
  ] as const) {
    const recipe = await createRecipe(client, {
      name: `${mark} Stew`,
      description: mark,
      recipeIngredient: [{ quantity: 1, unit: `${mark} pinch`, food: `${mark} saffron` }],
      tags: [`${mark} Heirloom`],
      recipeCategory: [`${mark} Stews`],
      tools: [`${mark} Pot`],
    });
    await client.request('PUT', `/api/recipes/${recipe.slug}/image`, {
      body: imageForm(await pngBytes(20, 20), 'png'),
    });
    await client.post('/api/comments', { recipeId: recipe.id, text: mark });
    await client.post('/api/groups/labels', { name: `${mark} Spices` });
    const book = client.post('/api/groups/cookbooks', { name: `${mark} Book`, public: true });
    if (mark === HOME) f.publicCookbookId = await idOf(book);
    else await book;
    await client.post('/api/groups/mealplans', { date: '2031-01-01', title: mark });
    await client.post('/api/groups/shopping/lists', { name: `${mark} List` });
    await client.post('/api/groups/webhooks', { ...webhook, name: mark });
    await client.post('/api/groups/events/notifications', {
      name: `${mark} Bell`,
      appriseUrl: blockedNotifier,
    });
    await client.post('/api/groups/recipe-actions', { ...recipeAction, title: `${mark} Send` });
    await client.post('/api/shared/recipes', { recipeId: recipe.id });
    if (mark === HOME) f.recipe = (await client.get<Recipe>(`/api/recipes/${recipe.slug}`)).body;
    else f.awayRecipe = recipe;
  }
  f.foodId = f.recipe.recipeIngredient[0]?.food?.id ?? '';
  f.unitId = f.recipe.recipeIngredient[0]?.unit?.id ?? '';
  f.tagId = f.recipe.tags[0]?.id ?? '';
  f.tagSlug = f.recipe.tags[0]?.slug ?? '';
  f.categoryId = f.recipe.recipeCategory[0]?.id ?? '';
  f.categorySlug = f.recipe.recipeCategory[0]?.slug ?? '';
  f.toolId = f.recipe.tools[0]?.id ?? '';
  f.toolSlug = f.recipe.tools[0]?.slug ?? '';
  f.commentId = await make.comment();
  f.eventId = await make.event();
  f.shareId = await make.share();
  f.labelId = await make.label();
  f.cookbookId = await make.cookbook();
  f.entryId = await make.entry();
  f.ruleId = await make.rule();
  const listId = await make.list();
  f.list = (await admin.client.get<Fixture['list']>(`/api/groups/shopping/lists/${listId}`)).body;
  const itemId = await make.item();
  f.item = (await admin.client.get<Fixture['item']>(`/api/groups/shopping/items/${itemId}`)).body;
  f.webhookId = await make.webhook();
  f.quietWebhookId = await idOf(
    admin.client.post('/api/groups/webhooks', {
      ...webhook,
      url: 'http://127.0.0.1:9/quiet',
      enabled: false,
    }),
  );
  f.notifierId = await make.notifier();
  f.recipeActionId = await make.recipeAction();
});

/** A new person's registration body, unique per call. */
const newcomer = () => {
  const username = unique('newcomer');
  const password = 'a long password';
  return {
    username,
    email: `${username}@example.org`,
    fullName: username,
    password,
    passwordConfirm: password,
  };
};

const signedIn = { ok: 200 };
const homeOnly = { ok: 200, away: 404 };

const table: Row[] = [
  // app, set-up and sign-in
  { call: 'GET /api/app/about', ok: 200, visitor: 200 },
  { call: 'GET /api/app/about/theme', ok: 200, visitor: 200 },
  { call: 'GET /api/setup', ok: 200, visitor: 200 },
  {
    call: 'POST /api/setup',
    body: () => ({ ...adminCredentials, username: unique('x'), email: `${unique('x')}@x.io` }),
    ok: 400,
    visitor: 400,
  },
  {
    call: 'POST /api/auth/token',
    form: () => {
      const form = new FormData();
      form.set('username', 'nobody');
      form.set('password', 'wrong password');
      return form;
    },
    ok: 401,
  },
  { call: 'GET /api/auth/refresh', ...signedIn },
  { call: 'POST /api/auth/refresh', ...signedIn },
  { call: 'POST /api/auth/logout', ok: 200, visitor: 200, endsSession: true },
  { call: 'GET /api/auth/oauth', ok: 400, visitor: 400 },
  { call: 'GET /api/auth/oauth/callback', ok: 400, visitor: 400 },
  // the signed-in user
  { call: 'GET /api/users/self', ...signedIn },
  { call: 'GET /api/users/self/group', ...signedIn },
  {
    call: 'GET /api/users/{adminId}',
    ...homeOnly,
    except: { otherSiteAdmin: 200 },
    crossGroup: true,
  },
  {
    call: 'PUT /api/users/{adminId}',
    body: () => ({ email: adminCredentials.email, fullName: `${HOME} admin` }),
    ok: 200,
    needs: 'admin',
    away: 404,
    except: { otherGroupAdmin: 403, otherSiteAdmin: 200 },
    crossGroup: true,
  },
  {
    call: 'PUT /api/users/password',
    body: () => ({ currentPassword: 'not my password', newPassword: 'new password 1' }),
    ok: 400,
  },
  { call: 'POST /api/users/api-tokens', body: () => ({ name: unique('token') }), ok: 201 },
  { call: 'DELETE /api/users/api-tokens/999999', ok: 404 },
  { call: 'GET /api/users/self/ratings', ...signedIn },
  { call: 'GET /api/users/self/favorites', ...signedIn },
  // nobody has rated the recipe: no rating yet for its group; other groups do not see it
  { call: 'GET /api/users/self/ratings/{recipeId}', ...homeOnly },
  ...['ratings', 'favorites'].map((list): Row => ({
    call: `GET /api/users/{memberId}/${list}`,
    ok: 403,
    except: { member: 200, siteAdmin: 200, otherSiteAdmin: 200 },
    crossGroup: true,
  })),
  {
    call: 'POST /api/users/{memberId}/ratings/{slug}',
    body: () => ({ rating: 4 }),
    ok: 403,
    except: { member: 200 },
  },
  { call: 'POST /api/users/{memberId}/favorites/{slug}', ok: 403, except: { member: 200 } },
  { call: 'DELETE /api/users/{memberId}/favorites/{slug}', ok: 403, except: { member: 200 } },
  // joining: registration is public; without an invitation only where sign-up is open
  {
    call: 'POST /api/users/register',
    body: async () => ({ ...newcomer(), groupToken: await make.invite() }),
    ok: 201,
    visitor: 201,
  },
  {
    call: 'POST /api/users/register',
    body: () => ({ ...newcomer(), group: unique('Own ') }),
    ok: 403,
    visitor: 403,
  },
  // passwords: the public calls reveal nothing; reset links for others are the admins' business
  {
    call: 'POST /api/users/forgot-password',
    body: (x) => ({ email: x.memberEmail }),
    ok: 200,
    visitor: 200,
  },
  {
    call: 'POST /api/users/reset-password',
    body: (x) => {
      const password = 'long enough';
      return { token: 'forged', email: x.memberEmail, password, passwordConfirm: password };
    },
    ok: 400,
    visitor: 400,
  },
  {
    call: 'POST /api/admin/users/password-reset-token',
    body: (x) => ({ email: x.memberEmail }),
    ok: 201,
    needs: 'admin',
  },
  { call: 'POST /api/users/{memberId}/reset-password', ok: 201, needs: 'admin' },
  { call: 'GET /api/groups/invitations', ok: 200, needs: 'invite' },
  { call: 'POST /api/groups/invitations', body: () => ({ uses: 1 }), ok: 201, needs: 'invite' },
  {
    call: 'POST /api/groups/invitations/email',
    body: async () => ({ email: 'friend@example.org', token: await make.invite() }),
    ok: 200,
    needs: 'invite',
    away: 404,
  },
  { call: 'DELETE /api/groups/invitations/{fresh:invite}', ok: 200, needs: 'invite', away: 404 },
  {
    call: 'POST /api/users/register/invitation',
    body: async () => ({ token: await make.invite() }),
    ok: 200,
    visitor: 200,
  },
  // profile pictures: one's own, or anyone's for site admins; seen like the user
  {
    call: 'POST /api/users/{memberId}/image',
    form: async () => fileForm('profile', await pngBytes(20, 20), 'me.png', {}),
    ok: 403,
    except: { member: 200, siteAdmin: 200, otherSiteAdmin: 200 },
  },
  {
    call: 'GET /api/users/{memberId}/image',
    ...homeOnly,
    except: { otherSiteAdmin: 200 },
    crossGroup: true,
  },
  // group settings
  { call: 'GET /api/groups/self', ...signedIn },
  { call: 'GET /api/groups/members', ...signedIn },
  { call: 'GET /api/groups/members/{memberId}', ...homeOnly },
  { call: 'GET /api/groups/preferences', ...signedIn },
  {
    call: 'PUT /api/groups/preferences',
    body: () => ({ privateGroup: false, recipePublic: true }),
    ok: 200,
    needs: 'manage',
  },
  { call: 'GET /api/groups/categories', ...signedIn },
  {
    call: 'PUT /api/groups/categories',
    body: () => [],
    ok: 200,
    needs: 'manage',
  },
  { call: 'GET /api/groups/statistics', ...signedIn },
  { call: 'GET /api/groups/storage', ...signedIn },
  {
    call: 'PUT /api/groups/permissions',
    body: (x) => ({ userId: x.memberId }),
    ok: 200,
    needs: 'manage',
    away: 404,
  },
  // Mealie v2's household calls (the group's one household)
  { call: 'GET /api/households/self', ...signedIn },
  { call: 'GET /api/households/members', ...signedIn },
  { call: 'GET /api/households/preferences', ...signedIn },
  {
    call: 'PUT /api/households/preferences',
    body: () => ({ privateHousehold: false, recipePublic: true }),
    ok: 200,
    needs: 'manage',
  },
  { call: 'GET /api/households/statistics', ...signedIn },
  {
    call: 'PUT /api/households/permissions',
    body: (x) => ({ userId: x.memberId }),
    ok: 200,
    needs: 'manage',
    away: 404,
  },
  { call: 'GET /api/groups/households', ...signedIn },
  { call: 'GET /api/groups/households/{homeSlug}', ...homeOnly },
  { call: 'GET /api/groups/webhooks', ok: 200, needs: 'manage' },
  {
    call: 'POST /api/groups/webhooks',
    body: () => ({ ...webhook, name: 'New hook' }),
    ok: 201,
    needs: 'manage',
  },
  { call: 'GET /api/groups/webhooks/{webhookId}', ...homeOnly, needs: 'manage' },
  {
    call: 'PUT /api/groups/webhooks/{webhookId}',
    body: () => webhook,
    ...homeOnly,
    needs: 'manage',
  },
  { call: 'DELETE /api/groups/webhooks/{fresh:webhook}', ...homeOnly, needs: 'manage' },
  { call: 'POST /api/groups/webhooks/{quietWebhookId}/test', ...homeOnly, needs: 'manage' },
  { call: 'POST /api/groups/webhooks/rerun', ok: 200, needs: 'manage' },
  // event notifiers and recipe actions
  { call: 'GET /api/groups/events/notifications', ok: 200, needs: 'manage' },
  {
    call: 'POST /api/groups/events/notifications',
    body: () => ({ name: 'New bell', appriseUrl: blockedNotifier }),
    ok: 201,
    needs: 'manage',
  },
  { call: 'GET /api/groups/events/notifications/{notifierId}', ...homeOnly, needs: 'manage' },
  {
    call: 'PUT /api/groups/events/notifications/{notifierId}',
    body: () => ({ name: `${HOME} Bell`, options: { recipeCreated: true } }),
    ...homeOnly,
    needs: 'manage',
  },
  {
    call: 'POST /api/groups/events/notifications/{notifierId}/test',
    ok: 204,
    away: 404,
    needs: 'manage',
  },
  {
    call: 'DELETE /api/groups/events/notifications/{fresh:notifier}',
    ok: 204,
    away: 404,
    needs: 'manage',
  },
  { call: 'GET /api/groups/recipe-actions', ...signedIn },
  {
    call: 'POST /api/groups/recipe-actions',
    body: () => ({ ...recipeAction, title: 'New action' }),
    ok: 201,
    needs: 'manage',
  },
  { call: 'GET /api/groups/recipe-actions/{recipeActionId}', ...homeOnly },
  {
    call: 'PUT /api/groups/recipe-actions/{recipeActionId}',
    body: () => ({ ...recipeAction, title: HOME }),
    ...homeOnly,
    needs: 'manage',
  },
  {
    call: 'DELETE /api/groups/recipe-actions/{fresh:action}',
    ...homeOnly,
    needs: 'manage',
  },
  { call: 'POST /api/groups/recipe-actions/{recipeActionId}/trigger/{slug}', ok: 202, away: 404 },
  { call: 'GET /api/groups/server-tasks', ...signedIn },
  { call: 'GET /api/groups/reports', ...signedIn },
  { call: 'GET /api/groups/reports/{unknownId}', ok: 404 },
  { call: 'DELETE /api/groups/reports/{unknownId}', ok: 404 },
  // validators
  { call: 'GET /api/validators/group?name=Home', ok: 200, visitor: 200 },
  { call: 'GET /api/validators/user/name?name=ada', ok: 200, visitor: 200 },
  { call: 'GET /api/validators/user/email?email=ada@example.com', ok: 200, visitor: 200 },
  {
    call: 'GET /api/validators/group/recipe?name=Soup&group_id={homeId}',
    ok: 200,
    away: 403,
    except: { otherSiteAdmin: 200 },
  },
  // site administration
  { call: 'GET /api/admin/about', ok: 200, needs: 'admin' },
  { call: 'GET /api/admin/about/statistics', ok: 200, needs: 'admin', crossGroup: true },
  { call: 'GET /api/admin/about/check', ok: 200, needs: 'admin' },
  { call: 'GET /api/admin/users', ok: 200, needs: 'admin', crossGroup: true },
  {
    call: 'POST /api/admin/users',
    body: () => {
      const name = unique('made');
      return { username: name, email: `${name}@example.com`, password: 'long password 1' };
    },
    ok: 201,
    needs: 'admin',
    crossGroup: true,
  },
  { call: 'GET /api/admin/users/{memberId}', ok: 200, needs: 'admin', crossGroup: true },
  {
    call: 'PUT /api/admin/users/{memberId}',
    body: (x) => ({ email: x.memberEmail, fullName: `${HOME} member` }),
    ok: 200,
    needs: 'admin',
    crossGroup: true,
  },
  { call: 'DELETE /api/admin/users/{fresh:user}', ok: 200, needs: 'admin', crossGroup: true },
  { call: 'POST /api/admin/users/unlock', ok: 200, needs: 'admin' },
  { call: 'GET /api/admin/email', ok: 200, needs: 'admin' },
  {
    call: 'POST /api/admin/email',
    body: () => ({ email: 'someone@example.org' }),
    ok: 200,
    needs: 'admin',
  },
  { call: 'GET /api/admin/site-settings', ok: 200, needs: 'admin' },
  {
    call: 'PUT /api/admin/site-settings',
    body: () => ({ allowPrivateFetch: false }),
    ok: 200,
    needs: 'admin',
  },
  { call: 'GET /api/admin/sharing', ok: 200, needs: 'admin' },
  { call: 'PUT /api/admin/sharing', body: () => ({ enabled: false }), ok: 200, needs: 'admin' },
  // maintenance, server tasks and analytics: site administrators only (before the backups rows:
  // the temp clean is refused while backup work runs); the log shows every group's requests
  { call: 'GET /api/admin/maintenance', ok: 200, needs: 'admin' },
  { call: 'GET /api/admin/maintenance/storage', ok: 200, needs: 'admin' },
  { call: 'GET /api/admin/maintenance/logs?lines=20', ok: 200, needs: 'admin', crossGroup: true },
  { call: 'POST /api/admin/maintenance/clean/temp', ok: 200, needs: 'admin' },
  { call: 'POST /api/admin/maintenance/clean/images', ok: 200, needs: 'admin' },
  { call: 'POST /api/admin/maintenance/clean/recipe-folders', ok: 200, needs: 'admin' },
  { call: 'POST /api/admin/maintenance/clean/logs', ok: 200, needs: 'admin' },
  { call: 'GET /api/admin/server-tasks', ok: 200, needs: 'admin', crossGroup: true },
  { call: 'POST /api/admin/server-tasks', ok: 201, needs: 'admin' },
  { call: 'GET /api/admin/analytics', ok: 200, needs: 'admin' },
  { call: 'GET /api/app/about/startup-info', ok: 200, visitor: 200 },
  { call: 'GET /api/app/about/oidc', ok: 200, visitor: 200 },
  // Mealie's admin CRUD on /api/users, and the caller's group's members
  { call: 'GET /api/users', ok: 200, needs: 'admin', crossGroup: true },
  {
    call: 'POST /api/users',
    body: () => {
      const name = unique('made');
      return { username: name, email: `${name}@example.com`, password: 'long password 1' };
    },
    ok: 201,
    needs: 'admin',
    crossGroup: true,
  },
  { call: 'DELETE /api/users/{fresh:user}', ok: 200, needs: 'admin', crossGroup: true },
  { call: 'GET /api/users/group-users', ...signedIn },
  // backups: site administrators only (a restore is in tests/api/backups/backups.test.ts: it signs
  // everyone out); names that are not there answer 404 to them
  { call: 'GET /api/admin/backups', ok: 200, needs: 'admin', crossGroup: true },
  { call: 'POST /api/admin/backups', ok: 201, needs: 'admin' },
  { call: 'GET /api/admin/backups/status', ok: 200, needs: 'admin', crossGroup: true },
  { call: 'GET /api/admin/backups/schedule', ok: 200, needs: 'admin' },
  { call: 'PUT /api/admin/backups/schedule', body: () => ({ keep: 7 }), ok: 200, needs: 'admin' },
  { call: 'GET /api/admin/backups/none.zip', ok: 404, needs: 'admin' },
  { call: 'DELETE /api/admin/backups/none.zip', ok: 404, needs: 'admin' },
  { call: 'POST /api/admin/backups/none.zip/restore', ok: 404, needs: 'admin' },
  { call: 'POST /api/admin/backups/none.zip/verify', ok: 404, needs: 'admin' },
  {
    call: 'POST /api/admin/backups/upload',
    form: () => fileForm('archive', Buffer.from('not a zip'), 'x.zip', {}),
    ok: 400,
    needs: 'admin',
  },
  { call: 'GET /api/backups/available', ok: 200, needs: 'admin', crossGroup: true },
  { call: 'POST /api/backups/export/database', ok: 201, needs: 'admin' },
  { call: 'GET /api/backups/none.zip/download', ok: 404, needs: 'admin' },
  { call: 'POST /api/backups/none.zip/import', ok: 404, needs: 'admin' },
  { call: 'DELETE /api/backups/none.zip/delete', ok: 404, needs: 'admin' },
  {
    call: 'POST /api/backups/upload',
    form: () => fileForm('archive', Buffer.from('not a zip'), 'x.zip', {}),
    ok: 400,
    needs: 'admin',
  },
  { call: 'GET /api/admin/groups', ok: 200, needs: 'admin', crossGroup: true },
  {
    call: 'POST /api/admin/groups',
    body: () => ({ name: unique('Group ') }),
    ok: 201,
    needs: 'admin',
    crossGroup: true,
  },
  { call: 'GET /api/admin/groups/{homeId}', ok: 200, needs: 'admin', crossGroup: true },
  {
    call: 'PUT /api/admin/groups/{homeId}',
    body: (x) => ({ id: x.homeId, name: 'Home' }),
    ok: 200,
    needs: 'admin',
    crossGroup: true,
  },
  { call: 'DELETE /api/admin/groups/{fresh:group}', ok: 200, needs: 'admin', crossGroup: true },
  // Mealie v2's household administration (each group is one household)
  { call: 'GET /api/admin/households', ok: 200, needs: 'admin', crossGroup: true },
  {
    call: 'POST /api/admin/households',
    body: () => ({ name: unique('Household ') }),
    ok: 201,
    needs: 'admin',
    crossGroup: true,
  },
  { call: 'GET /api/admin/households/{homeId}', ok: 200, needs: 'admin', crossGroup: true },
  {
    call: 'PUT /api/admin/households/{homeId}',
    body: (x) => ({ id: x.homeId, groupId: x.homeId, name: 'Home' }),
    ok: 200,
    needs: 'admin',
    crossGroup: true,
  },
  {
    call: 'DELETE /api/admin/households/{fresh:group}',
    ok: 200,
    needs: 'admin',
    crossGroup: true,
  },
  { call: 'POST /api/admin/debug/openai', ok: 200, needs: 'admin' },
  // recipes
  { call: 'GET /api/recipes', ...signedIn },
  { call: `GET /api/recipes?search=${HOME}`, ...signedIn },
  { call: 'GET /api/recipes/category?categories={categorySlug}', ...signedIn },
  { call: 'GET /api/recipes/summary/untagged', ...signedIn },
  { call: 'GET /api/recipes/summary/uncategorized', ...signedIn },
  { call: 'POST /api/recipes', body: () => ({ name: unique('New ') }), ok: 201 },
  { call: 'POST /api/recipes/create', body: () => ({ name: unique('New ') }), ok: 201 },
  { call: 'GET /api/recipes/{slug}', ...homeOnly },
  { call: 'GET /api/recipes/{recipeId}', ...homeOnly },
  { call: 'PUT /api/recipes/{slug}', body: (x) => x.recipe, ...homeOnly },
  { call: 'PATCH /api/recipes/{slug}', body: () => ({ description: HOME }), ...homeOnly },
  { call: 'PUT /api/recipes', body: (x) => [x.recipe], ...homeOnly },
  {
    call: 'PATCH /api/recipes',
    body: (x) => [{ slug: x.recipe.slug, description: HOME }],
    ...homeOnly,
  },
  { call: 'DELETE /api/recipes/{fresh:recipe}', ...homeOnly },
  {
    call: 'POST /api/recipes/{slug}/duplicate',
    body: () => ({ name: unique('New ') }),
    ok: 201,
    away: 404,
  },
  {
    call: 'PATCH /api/recipes/{slug}/last-made',
    body: () => ({ timestamp: '2026-11-01T12:00:00Z' }),
    ...homeOnly,
  },
  {
    call: 'PUT /api/recipes/{slug}/image',
    form: async () => imageForm(await pngBytes(20, 20), 'png'),
    ...homeOnly,
  },
  {
    call: 'POST /api/recipes/{slug}/image',
    body: () => ({ url: 'http://127.0.0.1:9/none.png' }),
    ok: 400,
    away: 404,
  },
  {
    call: 'POST /api/recipes/{slug}/assets',
    form: () =>
      fileForm('file', new TextEncoder().encode(HOME), 'notes.txt', {
        name: unique('notes'),
        icon: 'mdi-file',
        extension: 'txt',
      }),
    ...homeOnly,
  },
  { call: 'GET /api/recipes/exports', ...signedIn },
  { call: 'GET /api/recipes/{slug}/exports?template_name=raw', ...homeOnly },
  { call: 'GET /api/recipes/{slug}/exports/zip?token=forged', ok: 401, visitor: 401 },
  { call: 'GET /api/utils/download?token=forged', ok: 401, visitor: 401 },
  { call: 'GET /api/recipes/bulk-actions/export/download?path=none.zip', ok: 404 },
  {
    call: 'POST /api/recipes/create-url/bulk',
    body: () => ({ imports: [{ url: 'http://127.0.0.1:9/recipe' }] }),
    ok: 202,
  },
  // moving in from another app: any member, into their own group (Mealie's user route)
  {
    call: 'POST /api/groups/migrations',
    form: () =>
      fileForm(
        'archive',
        gzipSync(JSON.stringify({ name: unique('Moved Soup '), ingredients: 'water' })),
        'soup.paprikarecipe',
        { migration_type: 'paprika' },
      ),
    ok: 200,
  },
  {
    call: 'POST /api/recipes/create-from-zip',
    form: () => fileForm('archive', new TextEncoder().encode('no zip'), 'r.zip', {}),
    ok: 400,
  },
  {
    call: 'POST /api/ocr/file-to-tsv',
    form: () => fileForm('file', new TextEncoder().encode('no image'), 'x.png', {}),
    ok: 400,
  },
  {
    call: 'POST /api/recipes/create-ocr',
    form: () =>
      fileForm('file', new TextEncoder().encode('no image'), 'x.png', { extension: 'png' }),
    ok: 400,
  },
  { call: 'POST /api/recipes/{slug}/exports', ...homeOnly },
  {
    call: 'POST /api/recipes/test-scrape-url',
    body: () => ({ url: 'http://127.0.0.1:9/recipe' }),
    ok: 400,
  },
  {
    call: 'POST /api/recipes/create-url',
    body: () => ({ url: 'http://127.0.0.1:9/recipe' }),
    ok: 400,
  },
  { call: 'POST /api/parser/ingredient', body: () => ({ ingredient: '1 cup flour' }), ok: 200 },
  {
    call: 'POST /api/parser/ingredients',
    body: () => ({ ingredients: ['1 cup flour'] }),
    ok: 200,
  },
  {
    call: 'POST /api/ocr/asset-to-tsv',
    body: (x) => ({ recipeSlug: x.recipe.slug, assetName: 'none.png' }),
    ok: 404,
  },
  // comments, timeline, sharing
  { call: 'GET /api/recipes/{slug}/comments', ...homeOnly },
  {
    call: 'POST /api/recipes/{slug}/comments',
    body: (x) => ({ recipeId: x.recipe.id, text: HOME }),
    ok: 201,
    away: 404,
  },
  {
    call: 'PUT /api/recipes/{slug}/comments/{commentId}',
    body: (x) => ({ id: x.commentId, text: HOME }),
    ok: 403,
    away: 404,
    except: { siteAdmin: 200 },
  },
  {
    call: 'DELETE /api/recipes/{slug}/comments/{fresh:comment}',
    ok: 403,
    away: 404,
    except: { siteAdmin: 200 },
  },
  { call: 'GET /api/comments', ...signedIn },
  {
    call: 'POST /api/comments',
    body: (x) => ({ recipeId: x.recipe.id, text: HOME }),
    ok: 201,
    away: 404,
  },
  { call: 'GET /api/comments/{commentId}', ...homeOnly },
  {
    call: 'PUT /api/comments/{commentId}',
    body: (x) => ({ id: x.commentId, text: HOME }),
    ok: 403,
    away: 404,
    except: { siteAdmin: 200 },
  },
  {
    call: 'DELETE /api/comments/{fresh:comment}',
    ok: 403,
    away: 404,
    except: { siteAdmin: 200 },
  },
  { call: 'GET /api/recipes/timeline/events', ...signedIn },
  {
    call: 'POST /api/recipes/timeline/events',
    body: (x) => ({ recipeId: x.recipe.id, subject: HOME, eventType: 'info' }),
    ok: 201,
    away: 404,
  },
  { call: 'GET /api/recipes/timeline/events/{eventId}', ...homeOnly },
  {
    call: 'PUT /api/recipes/timeline/events/{eventId}',
    body: () => ({ subject: HOME }),
    ok: 403,
    away: 404,
    except: { siteAdmin: 200 },
  },
  {
    call: 'DELETE /api/recipes/timeline/events/{fresh:event}',
    ok: 403,
    away: 404,
    except: { siteAdmin: 200 },
  },
  {
    call: 'PUT /api/recipes/timeline/events/{eventId}/image',
    form: async () => imageForm(await pngBytes(20, 20), 'png'),
    ok: 403,
    away: 404,
    except: { siteAdmin: 200 },
  },
  { call: 'GET /api/shared/recipes', ...signedIn },
  {
    call: 'POST /api/shared/recipes',
    body: (x) => ({ recipeId: x.recipe.id }),
    ok: 201,
    away: 404,
  },
  { call: 'GET /api/shared/recipes/{shareId}', ...homeOnly },
  { call: 'DELETE /api/shared/recipes/{fresh:share}', ...homeOnly },
  { call: 'GET /api/recipes/shared/{shareId}', ok: 200, visitor: 200, publicHome: true },
  // bulk actions
  {
    call: 'POST /api/recipes/bulk-actions/tag',
    body: (x) => ({ recipes: [x.recipe.slug], tags: [{ id: x.tagId, name: 'x', slug: 'x' }] }),
    ...homeOnly,
  },
  {
    call: 'POST /api/recipes/bulk-actions/categorize',
    body: (x) => ({
      recipes: [x.recipe.slug],
      categories: [{ id: x.categoryId, name: 'x', slug: 'x' }],
    }),
    ...homeOnly,
  },
  {
    call: 'POST /api/recipes/bulk-actions/settings',
    body: (x) => ({ recipes: [x.recipe.slug], settings: { public: true } }),
    ...homeOnly,
  },
  {
    call: 'POST /api/recipes/bulk-actions/delete',
    body: async () => ({ recipes: [await make.recipe()] }),
    // another group's slugs are skipped as unknown, as in Mealie
    ok: 200,
  },
  {
    call: 'POST /api/recipes/bulk-actions/export',
    body: (x) => ({ recipes: [x.recipe.slug], exportType: 'json' }),
    // another group's slugs are skipped as unknown: an empty export
    ok: 202,
  },
  { call: 'GET /api/recipes/bulk-actions/export', ...signedIn },
  { call: 'DELETE /api/recipes/bulk-actions/export/purge', ...signedIn },
  // organizers
  ...(['categories', 'tags', 'tools'] as const).flatMap((kind): Row[] => {
    const id = { categories: '{categoryId}', tags: '{tagId}', tools: '{toolId}' }[kind];
    const slug = { categories: '{categorySlug}', tags: '{tagSlug}', tools: '{toolSlug}' }[kind];
    const rows: Row[] = [
      { call: `GET /api/organizers/${kind}`, ...signedIn },
      {
        call: `POST /api/organizers/${kind}`,
        body: () => ({ name: unique('New ') }),
        ok: 201,
        needs: 'organize',
      },
      { call: `GET /api/organizers/${kind}/slug/${slug}`, ...homeOnly },
      { call: `GET /api/organizers/${kind}/${id}`, ...homeOnly },
      {
        call: `PUT /api/organizers/${kind}/${id}`,
        body: (x) => ({ name: x.recipe[kindField[kind]][0]?.name }),
        ...homeOnly,
        needs: 'organize',
      },
      {
        call: `DELETE /api/organizers/${kind}/{fresh:${kind}}`,
        ...homeOnly,
        needs: 'organize',
      },
    ];
    if (kind !== 'tools') rows.push({ call: `GET /api/organizers/${kind}/empty`, ...signedIn });
    return rows;
  }),
  // foods, units, labels, seeders
  ...(['foods', 'units'] as const).flatMap((kind): Row[] => {
    const id = kind === 'foods' ? '{foodId}' : '{unitId}';
    const one = kind === 'foods' ? 'food' : 'unit';
    return [
      { call: `GET /api/${kind}`, ...signedIn },
      {
        call: `POST /api/${kind}`,
        body: () => ({ name: unique('New ') }),
        ok: 201,
        needs: 'organize',
      },
      { call: `GET /api/${kind}/${id}`, ...homeOnly },
      {
        call: `PUT /api/${kind}/${id}`,
        body: (x) => ({ name: x.recipe.recipeIngredient[0]?.[one]?.name }),
        ...homeOnly,
        needs: 'organize',
      },
      { call: `DELETE /api/${kind}/{fresh:${one}}`, ...homeOnly, needs: 'organize' },
      {
        call: `PUT /api/${kind}/merge`,
        body: async (x) =>
          kind === 'foods'
            ? { fromFood: await make.food(), toFood: x.foodId }
            : { fromUnit: await make.unit(), toUnit: x.unitId },
        ...homeOnly,
        needs: 'organize',
      },
      { call: `GET /api/${kind}/${id}/usage`, ...homeOnly },
    ];
  }),
  { call: 'GET /api/groups/labels', ...signedIn },
  {
    call: 'POST /api/groups/labels',
    body: () => ({ name: unique('New ') }),
    ok: 200,
    needs: 'organize',
  },
  { call: 'GET /api/groups/labels/{labelId}', ...homeOnly },
  {
    call: 'PUT /api/groups/labels/{labelId}',
    body: () => ({ name: `${HOME} label`, color: '#112233' }),
    ...homeOnly,
    needs: 'organize',
  },
  { call: 'DELETE /api/groups/labels/{fresh:label}', ...homeOnly, needs: 'organize' },
  ...(['foods', 'units', 'labels'] as const).map((kind): Row => ({
    call: `POST /api/groups/seeders/${kind}`,
    body: () => ({ locale: 'en-US' }),
    ok: 200,
    needs: 'organize',
  })),
  // cookbooks
  { call: 'GET /api/groups/cookbooks', ...signedIn },
  {
    call: 'POST /api/groups/cookbooks',
    body: () => ({ name: unique('New ') }),
    ok: 201,
    needs: 'manage',
  },
  { call: 'PUT /api/groups/cookbooks', body: () => [], ok: 200, needs: 'manage' },
  { call: 'GET /api/groups/cookbooks/{cookbookId}', ...homeOnly },
  {
    call: 'PUT /api/groups/cookbooks/{cookbookId}',
    body: () => ({ name: `${HOME} cookbook` }),
    ...homeOnly,
    needs: 'manage',
  },
  { call: 'DELETE /api/groups/cookbooks/{fresh:cookbook}', ...homeOnly, needs: 'manage' },
  // meal plans and their rules
  { call: 'GET /api/groups/mealplans', ...signedIn },
  { call: 'GET /api/groups/mealplans/today', ...signedIn },
  {
    call: 'POST /api/groups/mealplans',
    body: (x) => ({ date: '2031-01-02', recipeId: x.recipe.id }),
    ok: 201,
    away: 404,
  },
  {
    call: 'POST /api/groups/mealplans/random',
    body: () => ({ date: '2031-01-03' }),
    ok: 200,
  },
  { call: 'GET /api/groups/mealplans/{entryId}', ...homeOnly },
  {
    call: 'PUT /api/groups/mealplans/{entryId}',
    body: () => ({ date: '2031-01-04', title: HOME }),
    ...homeOnly,
  },
  { call: 'DELETE /api/groups/mealplans/{fresh:entry}', ...homeOnly },
  { call: 'GET /api/groups/mealplans/rules', ...signedIn },
  { call: 'POST /api/groups/mealplans/rules', body: () => ({ day: 'monday' }), ok: 201 },
  { call: 'GET /api/groups/mealplans/rules/{ruleId}', ...homeOnly },
  {
    call: 'PUT /api/groups/mealplans/rules/{ruleId}',
    body: () => ({ day: 'sunday' }),
    ...homeOnly,
  },
  { call: 'DELETE /api/groups/mealplans/rules/{fresh:rule}', ...homeOnly },
  // shopping
  { call: 'GET /api/groups/shopping/lists', ...signedIn },
  {
    call: 'POST /api/groups/shopping/lists',
    body: () => ({ name: unique('New ') }),
    ok: 201,
  },
  { call: 'GET /api/groups/shopping/lists/{listId}', ...homeOnly },
  { call: 'PUT /api/groups/shopping/lists/{listId}', body: (x) => x.list, ...homeOnly },
  { call: 'DELETE /api/groups/shopping/lists/{fresh:list}', ...homeOnly },
  {
    call: 'PUT /api/groups/shopping/lists/{listId}/label-settings',
    body: () => [],
    ...homeOnly,
  },
  {
    call: 'POST /api/groups/shopping/lists/{listId}/recipe/{recipeId}',
    body: () => ({}),
    ...homeOnly,
  },
  {
    call: 'POST /api/groups/shopping/lists/{listId}/recipe/{recipeId}/delete',
    body: () => ({}),
    ...homeOnly,
  },
  { call: 'GET /api/groups/shopping/items', ...signedIn },
  {
    call: 'POST /api/groups/shopping/items',
    body: (x) => ({ shoppingListId: x.list.id, note: HOME }),
    ok: 201,
    away: 404,
  },
  {
    call: 'POST /api/groups/shopping/items/create-bulk',
    body: (x) => [{ shoppingListId: x.list.id, note: HOME }],
    ok: 201,
    away: 404,
  },
  { call: 'PUT /api/groups/shopping/items', body: (x) => [x.item], ...homeOnly },
  {
    call: 'DELETE /api/groups/shopping/items?ids={fresh:item}',
    ...homeOnly,
  },
  { call: 'GET /api/groups/shopping/items/{itemId}', ...homeOnly },
  { call: 'PUT /api/groups/shopping/items/{itemId}', body: (x) => x.item, ...homeOnly },
  { call: 'DELETE /api/groups/shopping/items/{fresh:item}', ...homeOnly },
  // media
  {
    call: 'GET /api/media/recipes/{recipeId}/images/original.webp',
    ok: 200,
    visitor: 200,
    publicHome: true,
  },
  { call: 'GET /api/media/users/{memberId}/profile.webp', ok: 200, visitor: 200 },
  // the explore area: the home group is public, the other one private
  ...[
    'recipes/{homeSlug}',
    'recipes/{homeSlug}/{slug}',
    'foods/{homeSlug}',
    'foods/{homeSlug}/{foodId}',
    'cookbooks/{homeSlug}',
    'cookbooks/{homeSlug}/{publicCookbookId}',
    'organizers/{homeSlug}/categories',
    'organizers/{homeSlug}/tags/{tagId}',
    'organizers/{homeSlug}/tools',
  ].map((path): Row => ({
    call: `GET /api/explore/${path}`,
    ok: 200,
    visitor: 200,
    publicHome: true,
  })),
  ...[
    'recipes/{privateSlug}',
    'foods/{privateSlug}',
    'cookbooks/{privateSlug}',
    'organizers/{privateSlug}/tags',
  ].map((path): Row => ({ call: `GET /api/explore/${path}`, ok: 404, visitor: 404 })),
];

/** Mealie v2's explore paths name the group first: `/api/explore/groups/{group}/recipes/…`. */
table.push(
  ...table
    .filter((row) => /^GET \/api\/explore\/\w+\/\{(home|private)Slug\}/.test(row.call))
    .map((row) => ({
      ...row,
      call: row.call.replace(
        /^GET \/api\/explore\/(\w+)\/(\{\w+\})/,
        'GET /api/explore/groups/$2/$1',
      ),
    })),
  {
    call: 'GET /api/explore/groups/{homeSlug}/households',
    ok: 200,
    visitor: 200,
    publicHome: true,
  },
  {
    call: 'GET /api/explore/groups/{homeSlug}/households/{homeSlug}',
    ok: 200,
    visitor: 200,
    publicHome: true,
  },
  { call: 'GET /api/explore/groups/{privateSlug}/households', ok: 404, visitor: 404 },
);

/** Every household-scoped call again under Mealie v2's path, with the same expectations. */
table.push(
  ...table
    .filter((row) =>
      /^\w+ \/api\/groups\/(mealplans|shopping|cookbooks|webhooks|invitations)/.test(row.call),
    )
    .map((row) => ({ ...row, call: row.call.replace('/api/groups/', '/api/households/') })),
);
table.push(
  ...table
    .filter((row) => /^\w+ \/api\/groups\/(events\/notifications|recipe-actions)/.test(row.call))
    .map((row) => ({ ...row, call: row.call.replace('/api/groups/', '/api/households/') })),
);

const kindField = { categories: 'recipeCategory', tags: 'tags', tools: 'tools' } as const;

const freshMakers: Record<string, () => Promise<string>> = {
  recipe: make.recipe,
  categories: make.organizer('categories'),
  tags: make.organizer('tags'),
  tools: make.organizer('tools'),
  food: make.food,
  unit: make.unit,
  label: make.label,
  cookbook: make.cookbook,
  entry: make.entry,
  rule: make.rule,
  list: make.list,
  item: make.item,
  share: make.share,
  comment: make.comment,
  event: make.event,
  webhook: make.webhook,
  notifier: make.notifier,
  action: make.recipeAction,
  user: make.user,
  group: make.group,
  invite: make.invite,
};

async function expand(template: string): Promise<string> {
  let path = template;
  for (const [, kind = ''] of template.matchAll(/\{fresh:([a-z]+)\}/g)) {
    const maker = freshMakers[kind];
    if (!maker) throw new Error(`no maker for ${kind}`);
    path = path.replace(`{fresh:${kind}}`, await maker());
  }
  const values: Record<string, string> = {
    homeId: f.homeId,
    homeSlug: f.homeSlug,
    privateSlug: f.privateSlug,
    adminId: f.adminId,
    memberId: f.memberId,
    slug: f.recipe.slug,
    recipeId: f.recipe.id,
    commentId: f.commentId,
    eventId: f.eventId,
    shareId: f.shareId,
    foodId: f.foodId,
    unitId: f.unitId,
    labelId: f.labelId,
    categoryId: f.categoryId,
    categorySlug: f.categorySlug,
    tagId: f.tagId,
    tagSlug: f.tagSlug,
    toolId: f.toolId,
    toolSlug: f.toolSlug,
    cookbookId: f.cookbookId,
    publicCookbookId: f.publicCookbookId,
    entryId: f.entryId,
    ruleId: f.ruleId,
    listId: f.list.id,
    itemId: f.item.id,
    webhookId: f.webhookId,
    quietWebhookId: f.quietWebhookId,
    notifierId: f.notifierId,
    recipeActionId: f.recipeActionId,
    unknownId: '00000000-0000-4000-8000-000000000000',
  };
  return path.replace(/\{([a-zA-Z]+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`no value for {${key}}`);
    return value;
  });
}

/** The marker a role must never see in a successful answer, or null when nothing is hidden. */
function hidden(row: Row, role: Role): string | null {
  if (row.crossGroup && holds[role].includes('admin')) return null;
  if (row.publicHome) return AWAY;
  return away.has(role) ? HOME : AWAY;
}

/** Another session of the role's user (a refreshed token), for calls that end their session. */
async function freshSession(role: Role): Promise<ApiClient> {
  if (role === 'visitor') return clients.visitor;
  const refreshed = await clients[role].get<{ access_token: string }>('/api/auth/refresh');
  return clients[role].withToken(refreshed.body.access_token);
}

describe('permission matrix', () => {
  it.each(table.map((row) => ({ ...row, name: row.call })))('$name', async (row) => {
    const [method = 'GET', template = ''] = row.call.split(' ');
    const got: Partial<Record<Role, number>> = {};
    const want: Partial<Record<Role, number>> = {};
    const leaks: string[] = [];
    for (const role of roles) {
      const path = await expand(template);
      const client = row.endsSession ? await freshSession(role) : clients[role];
      const res = await client.request(method, path, {
        json: row.body ? await row.body(f) : undefined,
        body: row.form ? await row.form() : undefined,
      });
      got[role] = res.status;
      want[role] = expected(row, role);
      const marker = hidden(row, role);
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      if (res.status < 300 && marker && text.includes(marker)) leaks.push(role);
    }
    expect(got).toEqual(want);
    expect(leaks).toEqual([]);
  });
});
