import type { GroupInDB } from '../../server/contract/groups';
import type { Recipe } from '../../server/contract/recipes';

import type { ApiClient } from './http-client';
import { unique, type TestServer } from './test-server';

/** Creates a recipe from a JSON body and returns it as the API reads it back. */
export async function makeRecipe(
  client: ApiClient,
  body: Record<string, unknown>,
): Promise<Recipe> {
  const created = await client.post<string>('/api/recipes/create', body);
  if (created.status !== 201) {
    throw new Error(`recipe create failed: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return (await client.get<Recipe>(`/api/recipes/${created.body}`)).body;
}

/** A new group (made by the admin) and a signed-in member of it. */
export async function otherGroupMember(
  t: TestServer,
  admin: ApiClient,
): Promise<{ client: ApiClient; group: GroupInDB }> {
  const group = await admin.post<GroupInDB>('/api/admin/groups', { name: unique('Group ') });
  if (group.status !== 201) throw new Error(`group create failed: ${group.status}`);
  const { client } = await t.createMember(admin, { group: group.body.name });
  return { client, group: group.body };
}
