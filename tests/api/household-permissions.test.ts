import { beforeAll, describe, expect, it } from 'vitest';

import type { Recipe } from '../../server/contract/recipes';
import type { ApiClient } from '../helpers/http-client';
import { unique } from '../helpers/test-server';
import { createRecipe, useTwoGroups } from '../helpers/two-groups';

/**
 * Cookbooks, meal plans, plan rules and seeders × visitor, member, other group's member, admin
 * (of the member's group). Each call runs on a resource made for it, so writes cannot interfere.
 */
const w = useTwoGroups();
type Role = 'visitor' | 'member' | 'outsider' | 'admin';
const roles: Role[] = ['visitor', 'member', 'outsider', 'admin'];

interface Row {
  call: string;
  /** Makes the resource the call targets; its result replaces `{id}` in the path. */
  make?: (owner: ApiClient) => Promise<string>;
  body?: (recipe: Recipe) => unknown;
  expect: Record<Role, number>;
}

let recipe: Recipe;
beforeAll(async () => {
  recipe = await createRecipe(w.member, { name: unique('Perm '), recipeCategory: ['Perm'] });
});

const cookbook = async (owner: ApiClient) =>
  (await owner.post<{ id: string }>('/api/groups/cookbooks', { name: unique('Book ') })).body.id;
const entry = async (owner: ApiClient) =>
  String(
    (await owner.post<{ id: number }>('/api/groups/mealplans', { date: '2030-01-01' })).body.id,
  );
const rule = async (owner: ApiClient) =>
  (await owner.post<{ id: string }>('/api/groups/mealplans/rules', {})).body.id;

const read = { visitor: 401, member: 200, outsider: 404, admin: 200 };
const list = { visitor: 401, member: 200, outsider: 200, admin: 200 };
const create = { visitor: 401, member: 201, outsider: 201, admin: 201 };

const table: Row[] = [
  { call: 'GET /api/groups/cookbooks', expect: list },
  { call: 'POST /api/groups/cookbooks', body: () => ({ name: unique('New ') }), expect: create },
  { call: 'GET /api/groups/cookbooks/{id}', make: cookbook, expect: read },
  {
    call: 'PUT /api/groups/cookbooks/{id}',
    make: cookbook,
    body: () => ({ name: unique('R ') }),
    expect: read,
  },
  { call: 'DELETE /api/groups/cookbooks/{id}', make: cookbook, expect: read },
  { call: 'GET /api/groups/mealplans', expect: list },
  { call: 'GET /api/groups/mealplans/today', expect: list },
  {
    call: 'POST /api/groups/mealplans',
    body: (r) => ({ date: '2030-01-02', recipeId: r.id }),
    expect: { visitor: 401, member: 201, outsider: 404, admin: 201 },
  },
  {
    call: 'POST /api/groups/mealplans/random',
    body: () => ({ date: '2030-01-03' }),
    expect: { visitor: 401, member: 200, outsider: 400, admin: 200 },
  },
  { call: 'GET /api/groups/mealplans/{id}', make: entry, expect: read },
  {
    call: 'PUT /api/groups/mealplans/{id}',
    make: entry,
    body: () => ({ date: '2030-01-04' }),
    expect: read,
  },
  { call: 'DELETE /api/groups/mealplans/{id}', make: entry, expect: read },
  { call: 'GET /api/groups/mealplans/rules', expect: list },
  { call: 'POST /api/groups/mealplans/rules', body: () => ({ day: 'monday' }), expect: create },
  { call: 'GET /api/groups/mealplans/rules/{id}', make: rule, expect: read },
  {
    call: 'PUT /api/groups/mealplans/rules/{id}',
    make: rule,
    body: () => ({ day: 'sunday' }),
    expect: read,
  },
  { call: 'DELETE /api/groups/mealplans/rules/{id}', make: rule, expect: read },
  {
    call: 'POST /api/groups/seeders/labels',
    body: () => ({ locale: 'en-US' }),
    expect: { visitor: 401, member: 200, outsider: 200, admin: 200 },
  },
];

describe('household permissions', () => {
  it.each(table)('$call', async (row) => {
    const [method = 'GET', template = ''] = row.call.split(' ');
    for (const role of roles) {
      const path = row.make ? template.replace('{id}', await row.make(w.member)) : template;
      const client = w[role];
      const body = row.body?.(recipe);
      const res =
        method === 'GET'
          ? await client.get(path)
          : method === 'DELETE'
            ? await client.delete(path)
            : method === 'PUT'
              ? await client.put(path, body)
              : await client.post(path, body);
      expect({ role, status: res.status }).toEqual({ role, status: row.expect[role] });
    }
  });
});
