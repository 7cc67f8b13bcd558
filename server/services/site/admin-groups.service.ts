import type { Paginated, PaginationQuery } from '../../contract/common';
import type { GroupAdminUpdate, GroupBase, GroupInDB } from '../../contract/groups';
import {
  countGroups,
  deleteGroup,
  findGroupById,
  groupSortColumns,
  listGroupIdsPage,
  renameGroup,
} from '../../db/repos/groups.repo';
import { countUsers } from '../../db/repos/users.repo';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';

import type { Actor, ServiceContext } from '../context';
import {
  chooseGroupName,
  createGroupRecord,
  getGroupInDb,
  savePreferences,
} from '../accounts/groups.service';
import { requireAdmin } from '../guards';
import { paginate, parseOrderBy, rejectQueryFilter } from '../pagination';

export function listGroups(
  ctx: ServiceContext,
  actor: Actor,
  query: PaginationQuery,
  listPath: string,
): Promise<Paginated<GroupInDB>> {
  requireAdmin(actor);
  rejectQueryFilter(query);
  const order = parseOrderBy(query, groupSortColumns, { column: 'createdAt', direction: 'desc' });
  return paginate(
    listPath,
    query,
    order,
    () => countGroups(ctx.db),
    async (window) => {
      const ids = await listGroupIdsPage(ctx.db, window);
      return Promise.all(ids.map((id) => getGroupInDb(ctx.db, id)));
    },
  );
}

export async function getGroupAsAdmin(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<GroupInDB> {
  requireAdmin(actor);
  return getGroupInDb(ctx.db, id);
}

export async function createGroup(
  ctx: ServiceContext,
  actor: Actor,
  input: GroupBase,
): Promise<GroupInDB> {
  requireAdmin(actor);
  const group = await ctx.db.transaction().execute((trx) => createGroupRecord(trx, input.name));
  return getGroupInDb(ctx.db, group.id);
}

export async function updateGroup(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: GroupAdminUpdate,
): Promise<GroupInDB> {
  requireAdmin(actor);
  if (input.id !== id) throw new InvalidError('errors.site.theBodyIdDoesNot');
  if (!(await findGroupById(ctx.db, id))) throw new NotFoundError();
  await ctx.db.transaction().execute(async (trx) => {
    const { name, slug } = await chooseGroupName(trx, input.name, id);
    const now = nowIso();
    await renameGroup(trx, id, { name, slug, updateAt: now });
    if (input.preferences) await savePreferences(trx, id, input.preferences);
  });
  return getGroupInDb(ctx.db, id);
}

/** A group that still has members cannot be deleted: move or delete them first. */
export async function deleteGroupAsAdmin(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<GroupInDB> {
  requireAdmin(actor);
  const group = await getGroupInDb(ctx.db, id);
  if ((await countUsers(ctx.db, id)) > 0)
    throw new InvalidError('errors.site.cannotDeleteAGroupWith');
  await deleteGroup(ctx.db, id);
  return group;
}
