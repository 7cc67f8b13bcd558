import { afterAll, beforeAll } from 'vitest';

import type { Recipe } from '../../server/contract/recipes';
import type { GroupPermission } from '../../server/services/group-permissions';

import type { ApiClient } from './http-client';
import type { StartServerOptions } from '../../server/index';

import { startTestServer, unique, type TestServer } from './test-server';

/**
 * The admin and a member of the first group, a member of a second group, and a visitor. Both
 * members hold every group permission, so feature tests reach the calls; members without them are
 * the permission matrix's business.
 */
export interface TwoGroups {
  t: TestServer;
  admin: ApiClient;
  member: ApiClient;
  outsider: ApiClient;
  visitor: ApiClient;
}

export const allGroupPermissions: GroupPermission[] = ['manage', 'invite', 'organize'];

/** Registers hooks that start one server per test file with the actors of `TwoGroups`. */
export function useTwoGroups(options: Partial<StartServerOptions> = {}): TwoGroups {
  const state = {} as TwoGroups;
  beforeAll(async () => {
    state.t = await startTestServer(options);
    state.admin = (await state.t.setupAdmin()).client;
    const neighbours = unique('Neighbours ');
    const created = await state.admin.post('/api/admin/groups', { name: neighbours });
    if (created.status !== 201) throw new Error(`group create failed: ${created.status}`);
    const permissions = allGroupPermissions;
    state.member = (await state.t.createMember(state.admin, { permissions })).client;
    state.outsider = (
      await state.t.createMember(state.admin, { group: neighbours, permissions })
    ).client;
    state.visitor = state.t.visitor;
  });
  afterAll(() => state.t.close());
  return state;
}

/** Creates a recipe from a JSON body and returns it as `GET /api/recipes/{slug}` reads it. */
export async function createRecipe(
  client: ApiClient,
  body: Record<string, unknown>,
): Promise<Recipe> {
  const created = await client.post<string>('/api/recipes/create', body);
  if (created.status !== 201) {
    throw new Error(`recipe create failed: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return (await client.get<Recipe>(`/api/recipes/${created.body}`)).body;
}
