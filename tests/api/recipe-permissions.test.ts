import { beforeAll, describe, expect, it } from 'vitest';

import type { Recipe } from '../../server/contract/recipes';
import type { ApiClient } from '../helpers/http-client';
import { imageForm, pngBytes } from '../helpers/images';
import { createRecipe, useTwoGroups } from '../helpers/two-groups';
import { unique } from '../helpers/test-server';

/**
 * One table across the recipe area: every call as a visitor, a member of the recipe's group,
 * a member of another group, and the site admin (who belongs to the recipe's group). Another
 * group's member must get 404 (or an empty list) and never see the data.
 */
type Role = 'visitor' | 'member' | 'outsider' | 'admin';
const roles: Role[] = ['visitor', 'member', 'outsider', 'admin'];

interface Fixture {
  recipe: Recipe;
  commentId: string;
  eventId: string;
  shareId: string;
  foodId: string;
  unitId: string;
  labelId: string;
  tagId: string;
  categoryId: string;
  toolId: string;
  memberId: string;
}

interface Row {
  call: string;
  body?: (f: Fixture) => unknown;
  form?: () => Promise<FormData>;
  /** A fresh target per role for destructive calls: returns the path. */
  fresh?: (admin: ApiClient) => Promise<string>;
  expect: Record<Role, number>;
  /** For reads that succeed for the outsider: text that must not appear in the body. */
  secret?: (f: Fixture) => string;
}

const groupRead = { visitor: 401, member: 200, outsider: 404, admin: 200 };
const groupWrite = groupRead;
const listRead = { visitor: 401, member: 200, outsider: 200, admin: 200 };

const g = useTwoGroups();
const f = {} as Fixture;

beforeAll(async () => {
  const { admin, member } = g;
  f.recipe = await createRecipe(admin, {
    name: 'Secret Family Stew',
    recipeIngredient: [{ quantity: 1, unit: 'pinch', food: 'saffron' }],
    tags: ['Heirloom'],
    recipeCategory: ['Stews'],
    tools: ['Dutch oven'],
  });
  const slug = f.recipe.slug;
  f.commentId = (
    await admin.post<{ id: string }>('/api/comments', { recipeId: f.recipe.id, text: 'Lovely' })
  ).body.id;
  f.eventId = (
    await admin.post<{ id: string }>('/api/recipes/timeline/events', {
      recipeId: f.recipe.id,
      subject: 'Made it',
      eventType: 'info',
    })
  ).body.id;
  f.shareId = (
    await admin.post<{ id: string }>('/api/shared/recipes', { recipeId: f.recipe.id })
  ).body.id;
  f.foodId =
    (await admin.get<Recipe>(`/api/recipes/${slug}`)).body.recipeIngredient[0]?.food?.id ?? '';
  f.unitId =
    (await admin.get<Recipe>(`/api/recipes/${slug}`)).body.recipeIngredient[0]?.unit?.id ?? '';
  f.labelId = (await admin.post<{ id: string }>('/api/groups/labels', { name: 'Spices' })).body.id;
  f.tagId = f.recipe.tags[0]?.id ?? '';
  f.categoryId = f.recipe.recipeCategory[0]?.id ?? '';
  f.toolId = f.recipe.tools[0]?.id ?? '';
  f.memberId = (await member.get<{ id: string }>('/api/users/self')).body.id;
});

const freshRecipe = async (admin: ApiClient) =>
  `/api/recipes/${(await createRecipe(admin, { name: unique('Doomed ') })).slug}`;

const table: Row[] = [
  { call: 'GET /api/recipes', expect: listRead, secret: () => 'Secret Family Stew' },
  { call: 'GET /api/recipes?search=stew', expect: listRead, secret: () => 'Secret Family Stew' },
  {
    call: 'GET /api/recipes/category?categories=stews',
    expect: listRead,
    secret: () => 'Secret Family Stew',
  },
  { call: 'GET /api/recipes/summary/untagged', expect: listRead },
  { call: 'GET /api/recipes/{slug}', expect: groupRead },
  { call: 'GET /api/recipes/{id}', expect: groupRead },
  {
    call: 'PATCH /api/recipes/{slug}',
    body: () => ({ description: 'Edited' }),
    expect: groupWrite,
  },
  {
    call: 'PATCH /api/recipes/{slug}/last-made',
    body: () => ({ timestamp: '2026-11-01T12:00:00Z' }),
    expect: groupWrite,
  },
  {
    call: 'DELETE',
    fresh: freshRecipe,
    expect: { visitor: 401, member: 200, outsider: 404, admin: 200 },
  },
  {
    call: 'POST /api/recipes/{slug}/duplicate',
    body: () => ({ name: unique('Copy ') }),
    expect: { visitor: 401, member: 201, outsider: 404, admin: 201 },
  },
  {
    call: 'PUT /api/recipes/{slug}/image',
    form: async () => imageForm(await pngBytes(40, 30), 'png'),
    expect: groupWrite,
  },
  { call: 'GET /api/recipes/{slug}/comments', expect: groupRead },
  {
    call: 'POST /api/comments',
    body: (x) => ({ recipeId: x.recipe.id, text: 'Hi' }),
    expect: { visitor: 401, member: 201, outsider: 404, admin: 201 },
  },
  {
    call: 'PUT /api/comments/{commentId}',
    body: (x) => ({ id: x.commentId, text: 'Edited' }),
    expect: { visitor: 401, member: 403, outsider: 404, admin: 200 },
  },
  { call: 'GET /api/comments', expect: listRead, secret: () => 'Lovely' },
  { call: 'GET /api/recipes/timeline/events', expect: listRead, secret: (x) => x.eventId },
  { call: 'GET /api/recipes/timeline/events/{eventId}', expect: groupRead },
  {
    call: 'PUT /api/recipes/timeline/events/{eventId}',
    body: () => ({ subject: 'Made it again' }),
    expect: { visitor: 401, member: 403, outsider: 404, admin: 200 },
  },
  {
    call: 'POST /api/users/{memberId}/ratings/{slug}',
    body: () => ({ rating: 4 }),
    expect: { visitor: 401, member: 200, outsider: 403, admin: 403 },
  },
  {
    call: 'POST /api/users/{memberId}/favorites/{slug}',
    expect: { visitor: 401, member: 200, outsider: 403, admin: 403 },
  },
  { call: 'GET /api/shared/recipes', expect: listRead, secret: (x) => x.shareId },
  { call: 'GET /api/shared/recipes/{shareId}', expect: groupRead },
  {
    call: 'POST /api/shared/recipes',
    body: (x) => ({ recipeId: x.recipe.id }),
    expect: { visitor: 401, member: 201, outsider: 404, admin: 201 },
  },
  {
    call: 'GET /api/recipes/shared/{shareId}',
    expect: { visitor: 200, member: 200, outsider: 200, admin: 200 },
  },
  { call: 'POST /api/recipes/{slug}/exports', expect: groupRead },
  {
    call: 'POST /api/recipes/bulk-actions/tag',
    body: (x) => ({
      recipes: [x.recipe.slug],
      tags: [{ id: x.tagId, name: 'Heirloom', slug: 'heirloom' }],
    }),
    expect: { visitor: 401, member: 200, outsider: 404, admin: 200 },
  },
  { call: 'GET /api/recipes/bulk-actions/export', expect: listRead },
  { call: 'GET /api/organizers/tags', expect: listRead, secret: () => 'Heirloom' },
  { call: 'GET /api/organizers/tags/{tagId}', expect: groupRead },
  {
    call: 'PUT /api/organizers/categories/{categoryId}',
    body: () => ({ name: 'Stews' }),
    expect: groupWrite,
  },
  { call: 'GET /api/organizers/tools/{toolId}', expect: groupRead },
  { call: 'GET /api/foods', expect: listRead, secret: () => 'saffron' },
  { call: 'GET /api/foods/{foodId}', expect: groupRead },
  { call: 'PUT /api/foods/{foodId}', body: () => ({ name: 'saffron' }), expect: groupWrite },
  { call: 'GET /api/units/{unitId}', expect: groupRead },
  { call: 'GET /api/groups/labels', expect: listRead, secret: () => 'Spices' },
  { call: 'GET /api/groups/labels/{labelId}', expect: groupRead },
];

function expand(template: string): string {
  return template
    .replace('{slug}', f.recipe.slug)
    .replace('{id}', f.recipe.id)
    .replace('{commentId}', f.commentId)
    .replace('{eventId}', f.eventId)
    .replace('{shareId}', f.shareId)
    .replace('{foodId}', f.foodId)
    .replace('{unitId}', f.unitId)
    .replace('{labelId}', f.labelId)
    .replace('{tagId}', f.tagId)
    .replace('{categoryId}', f.categoryId)
    .replace('{toolId}', f.toolId)
    .replace('{memberId}', f.memberId);
}

describe('recipe area permissions', () => {
  for (const row of table) {
    for (const role of roles) {
      it(`${row.call} as ${role} → ${row.expect[role]}`, async () => {
        const client = role === 'visitor' ? g.visitor : g[role];
        const [method = 'GET', template = ''] = row.call.split(' ');
        const path = row.fresh ? await row.fresh(g.admin) : expand(template);
        const res = await client.request(method, path, {
          json: row.body?.(f),
          body: row.form ? await row.form() : undefined,
        });
        expect(res.status).toBe(row.expect[role]);
        if (role === 'outsider' && row.secret && res.status === 200) {
          expect(JSON.stringify(res.body)).not.toContain(row.secret(f));
        }
      });
    }
  }
});
