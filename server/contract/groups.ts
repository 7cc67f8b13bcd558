import { z } from 'zod';

import { LocaleCode } from './locales';
import { ReadWebhook } from './webhooks';

export const UpdateGroupPreferences = z.object({
  privateGroup: z.boolean().default(true),
  firstDayOfWeek: z.number().int().min(0).max(6).default(0),
  recipePublic: z.boolean().default(true),
  recipeShowNutrition: z.boolean().default(false),
  recipeShowAssets: z.boolean().default(false),
  recipeLandscapeView: z.boolean().default(false),
  recipeDisableComments: z.boolean().default(false),
  recipeDisableAmount: z.boolean().default(true),
  /**
   * Larder's addition (Mealie clients leave it out, which keeps it): the language for members
   * who chose none and whose browser speaks none of the shipped ones; null clears it.
   */
  defaultLocale: LocaleCode.nullish(),
  /**
   * Larder's addition: the week starts on the day the viewer's language starts it (true for new
   * households, until a day is picked). Left out, a changed `firstDayOfWeek` turns it off.
   */
  weekStartFromLocale: z.boolean().optional(),
});
export type UpdateGroupPreferences = z.infer<typeof UpdateGroupPreferences>;

export const ReadGroupPreferences = UpdateGroupPreferences.extend({
  id: z.string(),
  groupId: z.string(),
  defaultLocale: LocaleCode.nullable(),
  weekStartFromLocale: z.boolean(),
});
export type ReadGroupPreferences = z.infer<typeof ReadGroupPreferences>;

export const GroupName = z.string().trim().min(1).max(100);

export const GroupBase = z.object({ name: GroupName });
export type GroupBase = z.infer<typeof GroupBase>;

export const GroupAdminUpdate = z.object({
  id: z.uuid(),
  name: GroupName,
  preferences: UpdateGroupPreferences.nullish(),
});
export type GroupAdminUpdate = z.infer<typeof GroupAdminUpdate>;

export const GroupSummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  preferences: ReadGroupPreferences.nullable(),
});
export type GroupSummary = z.infer<typeof GroupSummary>;

export const UserSummary = z.object({ id: z.string(), fullName: z.string().nullable() });
export type UserSummary = z.infer<typeof UserSummary>;

export const GroupInDB = GroupSummary.extend({
  categories: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
  webhooks: z.array(ReadWebhook),
  users: z.array(UserSummary),
});
export type GroupInDB = z.infer<typeof GroupInDB>;

/** `SetPermissions`: a manager grants or takes a member's group permissions. */
export const SetPermissions = z.object({
  userId: z.uuid(),
  canManage: z.boolean().default(false),
  canInvite: z.boolean().default(false),
  canOrganize: z.boolean().default(false),
});
export type SetPermissions = z.infer<typeof SetPermissions>;

/** The body of `PUT /api/groups/categories`: the group's meal-plan categories, each by id. */
export const GroupCategoriesUpdate = z
  .array(z.object({ id: z.uuid(), name: z.string().max(500), slug: z.string().max(500) }))
  .max(500);
export type GroupCategoriesUpdate = z.infer<typeof GroupCategoriesUpdate>;

export const GroupStatistics = z.object({
  totalRecipes: z.number().int(),
  totalUsers: z.number().int(),
  totalCategories: z.number().int(),
  totalTags: z.number().int(),
  totalTools: z.number().int(),
});
export type GroupStatistics = z.infer<typeof GroupStatistics>;

export const GroupStorage = z.object({
  usedStorageBytes: z.number().int(),
  usedStorageStr: z.string(),
  totalStorageBytes: z.number().int(),
  totalStorageStr: z.string(),
});
export type GroupStorage = z.infer<typeof GroupStorage>;
