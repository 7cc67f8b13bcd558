import type { Paginated, PaginationQuery } from '../../contract/common';
import type {
  HouseholdCreate,
  HouseholdInDB,
  UpdateHouseholdAdmin,
} from '../../contract/households';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';

import type { Actor, ServiceContext } from '../context';
import { groupPreferencesFrom, toHouseholdInDb } from '../accounts/households.service';
import {
  createGroup,
  deleteGroupAsAdmin,
  getGroupAsAdmin,
  listGroups,
  updateGroup,
} from './admin-groups.service';

/**
 * `/api/admin/households`: Mealie v2's household administration over Larder's groups, where each
 * group is exactly one household. Every rule (admins only, names, a group with members cannot be
 * deleted) stays in the group administration this file calls.
 */
export async function listHouseholdsAsAdmin(
  ctx: ServiceContext,
  actor: Actor,
  query: PaginationQuery,
  listPath: string,
): Promise<Paginated<HouseholdInDB>> {
  const page = await listGroups(ctx, actor, query, listPath);
  return { ...page, items: page.items.map(toHouseholdInDb) };
}

export async function getHouseholdAsAdmin(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<HouseholdInDB> {
  return toHouseholdInDb(await getGroupAsAdmin(ctx, actor, id));
}

/**
 * A household without a group is a new group. A second household inside an existing group
 * cannot exist here: that group already is its household, so the answer is a 409 that says so.
 */
export async function createHouseholdAsAdmin(
  ctx: ServiceContext,
  actor: Actor,
  input: HouseholdCreate,
): Promise<HouseholdInDB> {
  if (input.groupId) {
    await getGroupAsAdmin(ctx, actor, input.groupId);
    throw new ConflictError('errors.site.inLarderEachGroupIs');
  }
  return toHouseholdInDb(await createGroup(ctx, actor, { name: input.name }));
}

export async function updateHouseholdAsAdmin(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: UpdateHouseholdAdmin,
): Promise<HouseholdInDB> {
  if (input.groupId !== input.id) {
    throw new InvalidError('errors.site.aHouseholdBelongsToIts');
  }
  const current = await getGroupAsAdmin(ctx, actor, id);
  if (!current.preferences) throw new NotFoundError();
  const preferences = input.preferences
    ? groupPreferencesFrom(input.preferences, current.preferences)
    : null;
  return toHouseholdInDb(
    await updateGroup(ctx, actor, id, { id: input.id, name: input.name, preferences }),
  );
}

export async function deleteHouseholdAsAdmin(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<HouseholdInDB> {
  return toHouseholdInDb(await deleteGroupAsAdmin(ctx, actor, id));
}
