import type { Db } from '../database';
import { applyPageWindow, type PageWindow } from '../page-window';

export const groupUserSortColumns = {
  id: 'id',
  username: 'username',
  full_name: 'fullName',
  created_at: 'createdAt',
} as const;
export type GroupUserSortColumn = (typeof groupUserSortColumns)[keyof typeof groupUserSortColumns];

/** One page of a group's members as `{id, fullName}` (Mealie's `UserSummary`). */
export function listGroupUserSummaries(
  db: Db,
  groupId: string,
  window: PageWindow<GroupUserSortColumn>,
): Promise<{ id: string; fullName: string | null }[]> {
  return applyPageWindow(
    db.selectFrom('users').select(['id', 'fullName']).where('groupId', '=', groupId),
    window,
  ).execute();
}
