import type { Paginated, PaginationQuery } from '../../contract/common';
import type { UserSummary } from '../../contract/groups';
import { groupUserSortColumns, listGroupUserSummaries } from '../../db/repos/group-users.repo';
import { countUsers } from '../../db/repos/users.repo';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { paginate, parseOrderBy, rejectQueryFilter } from '../pagination';

/** `GET /api/users/group-users`: the caller's group, one page of `{id, fullName}`. */
export function listGroupUsers(
  ctx: ServiceContext,
  actor: Actor,
  query: PaginationQuery,
  listPath: string,
): Promise<Paginated<UserSummary>> {
  const user = requireUser(actor);
  rejectQueryFilter(query);
  const order = parseOrderBy(query, groupUserSortColumns, {
    column: 'fullName',
    direction: 'asc',
  });
  return paginate(
    listPath,
    query,
    order,
    () => countUsers(ctx.db, user.groupId),
    (window) => listGroupUserSummaries(ctx.db, user.groupId, window),
  );
}
