import type { GroupInDB } from '../../server/contract/groups';

import type { ApiClient } from './http-client';
import { unique, type TestServer } from './test-server';

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
