import { z } from 'zod';

import type { Paginated } from './common';
import { GroupName } from './groups';
import type { UserOut } from './users';
import { ReadWebhook } from './webhooks';

/**
 * Mealie v2 splits a group into households. A Larder group is one household: same id, name and
 * slug, so v2 clients (Home Assistant) find the family where v1 clients find the group.
 */
const HouseholdPreferenceFields = {
  privateHousehold: z.boolean(),
  /** One household per group: there is no other household whose edits could be locked out. */
  lockRecipeEditsFromOtherHouseholds: z.boolean(),
  firstDayOfWeek: z.number().int().min(0).max(6),
  recipePublic: z.boolean(),
  recipeShowNutrition: z.boolean(),
  recipeShowAssets: z.boolean(),
  recipeLandscapeView: z.boolean(),
  recipeDisableComments: z.boolean(),
  recipeDisableAmount: z.boolean(),
};

/** `PUT /api/households/preferences`: fields left out keep their value. */
export const UpdateHouseholdPreferences = z.object(HouseholdPreferenceFields).partial();
export type UpdateHouseholdPreferences = z.infer<typeof UpdateHouseholdPreferences>;

export const ReadHouseholdPreferences = z.object({ id: z.string(), ...HouseholdPreferenceFields });
export type ReadHouseholdPreferences = z.infer<typeof ReadHouseholdPreferences>;

export const HouseholdSummary = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  slug: z.string(),
  preferences: ReadHouseholdPreferences.nullable(),
});
export type HouseholdSummary = z.infer<typeof HouseholdSummary>;

/** `HouseholdInDB`: `group` is the group's name. */
export const HouseholdInDB = HouseholdSummary.extend({
  group: z.string(),
  users: z.array(z.object({ id: z.string(), fullName: z.string() })),
  webhooks: z.array(ReadWebhook),
});
export type HouseholdInDB = z.infer<typeof HouseholdInDB>;

/** v2's `SetPermissions`: `canManageHousehold` is the group's `canManage` here. */
export const SetHouseholdPermissions = z.object({
  userId: z.uuid(),
  canManageHousehold: z.boolean().default(false),
  canManage: z.boolean().default(false),
  canInvite: z.boolean().default(false),
  canOrganize: z.boolean().default(false),
});
export type SetHouseholdPermissions = z.infer<typeof SetHouseholdPermissions>;

export const HouseholdSlugParams = z.object({ slug: z.string().min(1).max(250) });

export type HouseholdMembers = Paginated<UserOut>;

/**
 * `POST /api/admin/households`: a new household is a new group (see the service); v2 may name an
 * existing group, which already is its one household.
 */
export const HouseholdCreate = z.object({ groupId: z.uuid().nullish(), name: GroupName });
export type HouseholdCreate = z.infer<typeof HouseholdCreate>;

/** `PUT /api/admin/households/{id}`: the household's id is its group's id. */
export const UpdateHouseholdAdmin = z.object({
  id: z.uuid(),
  groupId: z.uuid(),
  name: GroupName,
  preferences: UpdateHouseholdPreferences.nullish(),
});
export type UpdateHouseholdAdmin = z.infer<typeof UpdateHouseholdAdmin>;

/** `GET /api/groups/members/{username_or_id}`. */
export const GroupMemberParams = z.object({ member: z.string().min(1).max(250) });
