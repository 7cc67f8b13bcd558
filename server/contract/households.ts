import { z } from 'zod';

import type { Paginated } from './common';
import type { UserOut } from './users';

/**
 * Mealie v2 splits a group into households. A Larder group is one household: same id, name and
 * slug, so v2 clients (Home Assistant) find the family where v1 clients find the group.
 */
export const UpdateHouseholdPreferences = z.object({
  privateHousehold: z.boolean().optional(),
  /** One household per group: there is no other household whose edits could be locked out. */
  lockRecipeEditsFromOtherHouseholds: z.boolean().optional(),
  firstDayOfWeek: z.number().int().min(0).max(6).optional(),
  recipePublic: z.boolean().optional(),
  recipeShowNutrition: z.boolean().optional(),
  recipeShowAssets: z.boolean().optional(),
  recipeLandscapeView: z.boolean().optional(),
  recipeDisableComments: z.boolean().optional(),
  recipeDisableAmount: z.boolean().optional(),
});
export type UpdateHouseholdPreferences = z.infer<typeof UpdateHouseholdPreferences>;

export interface ReadHouseholdPreferences {
  id: string;
  privateHousehold: boolean;
  lockRecipeEditsFromOtherHouseholds: boolean;
  firstDayOfWeek: number;
  recipePublic: boolean;
  recipeShowNutrition: boolean;
  recipeShowAssets: boolean;
  recipeLandscapeView: boolean;
  recipeDisableComments: boolean;
  recipeDisableAmount: boolean;
}

export interface HouseholdSummary {
  id: string;
  groupId: string;
  name: string;
  slug: string;
  preferences: ReadHouseholdPreferences | null;
}

/** `HouseholdInDB`: `group` is the group's name. */
export interface HouseholdInDB extends HouseholdSummary {
  group: string;
  users: { id: string; fullName: string }[];
  webhooks: unknown[];
}

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
