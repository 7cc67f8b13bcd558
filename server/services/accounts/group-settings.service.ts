import type {
  GroupCategoriesUpdate,
  GroupStatistics,
  GroupStorage,
  ReadGroupPreferences,
  SetPermissions,
  UpdateGroupPreferences,
} from '../../contract/groups';
import type { OrganizerSummary } from '../../contract/organizers';
import type { UserOut } from '../../contract/users';
import { findPreferences } from '../../db/repos/groups.repo';
import {
  groupStatistics,
  listGroupCategories,
  listGroupRecipeIds,
  replaceGroupCategories,
} from '../../db/repos/group-settings.repo';
import { findUserById, updateUser } from '../../db/repos/users.repo';
import { NotFoundError } from '../../domain/errors';
import { prettySize } from '../../domain/pretty-size';
import { nowIso } from '../../domain/time';
import { directorySize } from '../../files/dir-size';
import { recipeDir } from '../../files/media-paths';

import type { Actor, ServiceContext } from '../context';
import { resolveOrganizerIds } from '../cookbooks/cookbook-organizers';
import { requireGroupPermission } from '../group-permissions';
import { savePreferences, toPreferences } from './groups.service';
import { requireUser } from '../guards';
import { viewUser } from './user-views';

/** Mealie's storage allowance per group: 500 MB. */
const allowedStorageBytes = 500 * 1024 * 1024;

export async function getGroupPreferences(
  ctx: ServiceContext,
  actor: Actor,
): Promise<ReadGroupPreferences> {
  const row = await findPreferences(ctx.db, requireUser(actor).groupId);
  if (!row) throw new NotFoundError();
  return toPreferences(row);
}

export async function updateGroupPreferences(
  ctx: ServiceContext,
  actor: Actor,
  input: UpdateGroupPreferences,
): Promise<ReadGroupPreferences> {
  const user = requireGroupPermission(actor, 'manage');
  await savePreferences(ctx.db, user.groupId, input);
  return getGroupPreferences(ctx, actor);
}

export function getMealPlanCategories(
  ctx: ServiceContext,
  actor: Actor,
): Promise<OrganizerSummary[]> {
  return listGroupCategories(ctx.db, requireUser(actor).groupId);
}

/** Replaces the list; a category of another group, or unknown, is a 400 and changes nothing. */
export async function setMealPlanCategories(
  ctx: ServiceContext,
  actor: Actor,
  input: GroupCategoriesUpdate,
): Promise<OrganizerSummary[]> {
  const user = requireGroupPermission(actor, 'manage');
  await ctx.db.transaction().execute(async (trx) => {
    const ids = await resolveOrganizerIds(trx, user.groupId, 'categories', input);
    await replaceGroupCategories(trx, user.groupId, ids);
  });
  return listGroupCategories(ctx.db, user.groupId);
}

export function getGroupStatistics(ctx: ServiceContext, actor: Actor): Promise<GroupStatistics> {
  return groupStatistics(ctx.db, requireUser(actor).groupId);
}

/** The bytes the group's recipes keep on disk (pictures, timeline pictures, assets), as Mealie. */
export async function getGroupStorage(ctx: ServiceContext, actor: Actor): Promise<GroupStorage> {
  const ids = await listGroupRecipeIds(ctx.db, requireUser(actor).groupId);
  let used = 0;
  for (const id of ids) used += await directorySize(recipeDir(ctx.files, id));
  return {
    usedStorageBytes: used,
    usedStorageStr: prettySize(used),
    totalStorageBytes: allowedStorageBytes,
    totalStorageStr: prettySize(allowedStorageBytes),
  };
}

/**
 * `PUT /api/groups/permissions`: a manager sets a member's permissions. Someone outside the
 * manager's group is as unknown as a missing user (404), so ids reveal nothing across groups.
 */
export async function setMemberPermissions(
  ctx: ServiceContext,
  actor: Actor,
  input: SetPermissions,
): Promise<UserOut> {
  const me = requireGroupPermission(actor, 'manage');
  const target = await findUserById(ctx.db, input.userId);
  if (!target || target.groupId !== me.groupId)
    throw new NotFoundError('errors.accounts.userNotFound');
  await updateUser(ctx.db, target.id, {
    canManage: input.canManage ? 1 : 0,
    canInvite: input.canInvite ? 1 : 0,
    canOrganize: input.canOrganize ? 1 : 0,
    updateAt: nowIso(),
  });
  const saved = await findUserById(ctx.db, target.id);
  if (!saved) throw new NotFoundError('errors.accounts.userNotFound');
  return viewUser(ctx.files, saved);
}
