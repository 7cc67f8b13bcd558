import type {
  HouseholdInDB,
  HouseholdMembers,
  HouseholdSummary,
  ReadHouseholdPreferences,
  SetHouseholdPermissions,
  UpdateHouseholdPreferences,
} from '../../contract/households';
import type {
  GroupInDB,
  ReadGroupPreferences,
  UpdateGroupPreferences,
} from '../../contract/groups';
import type { MemberSummary, UserOut } from '../../contract/users';
import type { Paginated, PaginationQuery } from '../../contract/common';
import { NotFoundError, PlainNotFoundError } from '../../domain/errors';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { getGroupInDb, getGroupSummary } from './groups.service';
import {
  getGroupPreferences,
  setMemberPermissions,
  updateGroupPreferences,
} from './group-settings.service';
import { listMembers } from './users.service';
import { paginateList } from '../pagination';
import { explorableGroupId } from '../cookbooks/explore.service';

/**
 * Mealie v2's households, served from Larder's groups: each group is exactly one household with
 * the group's id, name and slug. Every rule stays the group's; this file only translates shapes.
 */
function toHouseholdPreferences(preferences: ReadGroupPreferences): ReadHouseholdPreferences {
  return {
    id: preferences.id,
    privateHousehold: preferences.privateGroup,
    lockRecipeEditsFromOtherHouseholds: false,
    firstDayOfWeek: preferences.firstDayOfWeek,
    recipePublic: preferences.recipePublic,
    recipeShowNutrition: preferences.recipeShowNutrition,
    recipeShowAssets: preferences.recipeShowAssets,
    recipeLandscapeView: preferences.recipeLandscapeView,
    recipeDisableComments: preferences.recipeDisableComments,
    recipeDisableAmount: preferences.recipeDisableAmount,
  };
}

function toHouseholdSummary(group: {
  id: string;
  name: string;
  slug: string;
  preferences: ReadGroupPreferences | null;
}): HouseholdSummary {
  return {
    id: group.id,
    groupId: group.id,
    name: group.name,
    slug: group.slug,
    preferences: group.preferences ? toHouseholdPreferences(group.preferences) : null,
  };
}

/** A group, with its members and webhooks, as v2's `HouseholdInDB`. */
export function toHouseholdInDb(group: GroupInDB): HouseholdInDB {
  return {
    ...toHouseholdSummary(group),
    group: group.name,
    users: group.users.map((user) => ({ id: user.id, fullName: user.fullName ?? '' })),
    webhooks: group.webhooks,
  };
}

/** v2's household preferences written as the group's: fields left out keep their value. */
export function groupPreferencesFrom(
  input: UpdateHouseholdPreferences,
  current: UpdateGroupPreferences,
): UpdateGroupPreferences {
  return {
    privateGroup: input.privateHousehold ?? current.privateGroup,
    firstDayOfWeek: input.firstDayOfWeek ?? current.firstDayOfWeek,
    recipePublic: input.recipePublic ?? current.recipePublic,
    recipeShowNutrition: input.recipeShowNutrition ?? current.recipeShowNutrition,
    recipeShowAssets: input.recipeShowAssets ?? current.recipeShowAssets,
    recipeLandscapeView: input.recipeLandscapeView ?? current.recipeLandscapeView,
    recipeDisableComments: input.recipeDisableComments ?? current.recipeDisableComments,
    recipeDisableAmount: input.recipeDisableAmount ?? current.recipeDisableAmount,
  };
}

/** `GET /api/households/self`. */
export async function getSelfHousehold(ctx: ServiceContext, actor: Actor): Promise<HouseholdInDB> {
  return toHouseholdInDb(await getGroupInDb(ctx.db, requireUser(actor).groupId));
}

/** `GET /api/groups/households` (the group's one household) and `…/{household_slug}`. */
export async function listGroupHouseholds(
  ctx: ServiceContext,
  actor: Actor,
): Promise<HouseholdSummary[]> {
  return [toHouseholdSummary(await getGroupSummary(ctx.db, requireUser(actor).groupId))];
}

export async function getGroupHousehold(
  ctx: ServiceContext,
  actor: Actor,
  slug: string,
): Promise<HouseholdSummary> {
  const [household] = await listGroupHouseholds(ctx, actor);
  if (!household || household.slug !== slug)
    throw new NotFoundError('errors.accounts.householdNotFound');
  return household;
}

/** `GET /api/households/members`: v2 pages the members (v1's group list does not). */
export async function listHouseholdMembers(
  ctx: ServiceContext,
  actor: Actor,
  query: PaginationQuery,
  path: string,
): Promise<HouseholdMembers> {
  return paginateList(path, query, await listMembers(ctx, actor));
}

export async function getHouseholdPreferences(
  ctx: ServiceContext,
  actor: Actor,
): Promise<ReadHouseholdPreferences> {
  return toHouseholdPreferences(await getGroupPreferences(ctx, actor));
}

/** `PUT /api/households/preferences`: fields left out keep their value. */
export async function updateHouseholdPreferences(
  ctx: ServiceContext,
  actor: Actor,
  input: UpdateHouseholdPreferences,
): Promise<ReadHouseholdPreferences> {
  const current = await getGroupPreferences(ctx, actor);
  const saved = await updateGroupPreferences(ctx, actor, groupPreferencesFrom(input, current));
  return toHouseholdPreferences(saved);
}

/** `PUT /api/households/permissions`: managing the household is managing the group. */
export function setHouseholdPermissions(
  ctx: ServiceContext,
  actor: Actor,
  input: SetHouseholdPermissions,
): Promise<UserOut> {
  return setMemberPermissions(ctx, actor, {
    userId: input.userId,
    canManage: input.canManage || input.canManageHousehold,
    canInvite: input.canInvite,
    canOrganize: input.canOrganize,
  });
}

/** `GET /api/groups/members/{username_or_id}`: a member of the caller's own group. */
export async function getGroupMember(
  ctx: ServiceContext,
  actor: Actor,
  usernameOrId: string,
): Promise<MemberSummary> {
  const wanted = usernameOrId.toLowerCase();
  const member = (await listMembers(ctx, actor)).find(
    (user) => user.id === usernameOrId || user.username?.toLowerCase() === wanted,
  );
  if (!member) throw new NotFoundError('errors.accounts.userNotFound');
  return {
    id: member.id,
    groupId: member.groupId,
    householdId: member.householdId,
    username: member.username ?? '',
    fullName: member.fullName ?? '',
  };
}

/** `GET /api/explore/groups/{group_slug}/households`: a public group's one household. */
export async function exploreHouseholds(
  ctx: ServiceContext,
  groupSlug: string,
  query: PaginationQuery,
  path: string,
): Promise<Paginated<HouseholdSummary>> {
  const group = await getGroupSummary(ctx.db, await explorableGroupId(ctx, groupSlug));
  return paginateList(path, query, [toHouseholdSummary(group)]);
}

export async function exploreHousehold(
  ctx: ServiceContext,
  groupSlug: string,
  householdSlug: string,
): Promise<HouseholdSummary> {
  const group = await getGroupSummary(ctx.db, await explorableGroupId(ctx, groupSlug));
  if (group.slug !== householdSlug)
    throw new PlainNotFoundError('errors.accounts.householdNotFound2');
  return toHouseholdSummary(group);
}
