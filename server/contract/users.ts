import { z } from 'zod';

import { Password } from './common';
import { LocaleCode } from './locales';

export const AuthMethod = z.enum(['Mealie', 'LDAP', 'OIDC']);

export const Email = z.email().max(254);
export const Username = z.string().trim().min(1).max(100);

export const LongLiveTokenOut = z.object({
  token: z.string(),
  name: z.string(),
  id: z.number().int(),
  createdAt: z.string().nullable(),
});
export type LongLiveTokenOut = z.infer<typeof LongLiveTokenOut>;

export const UserOut = z.object({
  id: z.string(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  email: z.string(),
  authMethod: AuthMethod,
  admin: z.boolean(),
  group: z.string(),
  advanced: z.boolean(),
  canInvite: z.boolean(),
  canManage: z.boolean(),
  canOrganize: z.boolean(),
  groupId: z.string(),
  groupSlug: z.string(),
  /** Mealie v2's household fields: the group's one household (see `contract/households.ts`). */
  household: z.string(),
  householdId: z.string(),
  householdSlug: z.string(),
  canManageHousehold: z.boolean(),
  tokens: z.array(LongLiveTokenOut).nullable(),
  cacheKey: z.string(),
  /**
   * Larder's addition (Mealie clients ignore it): whether the profile picture exists, so the
   * renderer asks for `profile.webp` only then.
   */
  hasProfileImage: z.boolean(),
  /** Larder's addition: the language the user chose, or null to follow the browser. */
  locale: LocaleCode.nullable(),
  /** Slugs of the recipes the user marked as favourite; only `GET /api/users/self` sends it. */
  favoriteRecipes: z.array(z.string()).optional(),
});
export type UserOut = z.infer<typeof UserOut>;

/** v2's `UserSummary` (`GET /api/groups/members/{username_or_id}`). */
export const MemberSummary = z.object({
  id: z.string(),
  groupId: z.string(),
  householdId: z.string(),
  username: z.string(),
  fullName: z.string(),
});
export type MemberSummary = z.infer<typeof MemberSummary>;

/** `PUT /api/users/{id}`: Mealie's `UserBase`. Omitted fields keep their value. */
export const UserBase = z.object({
  id: z.uuid().nullish(),
  username: Username.nullish(),
  fullName: z.string().trim().max(100).nullish(),
  email: Email,
  authMethod: AuthMethod.optional(),
  admin: z.boolean().optional(),
  group: z.string().nullish(),
  advanced: z.boolean().optional(),
  canInvite: z.boolean().optional(),
  canManage: z.boolean().optional(),
  canOrganize: z.boolean().optional(),
  /** Larder's addition: the user's language; null clears it, left out keeps it. */
  locale: LocaleCode.nullish(),
});
export type UserBase = z.infer<typeof UserBase>;

/** `POST /api/admin/users`. `group` is the group's name; the default group when omitted. */
export const UserIn = UserBase.extend({ password: Password });
export type UserIn = z.infer<typeof UserIn>;

/** `PUT /api/admin/users/{id}`: the `UserOut` shape; an admin may also move the user by `groupId`. */
export const AdminUserUpdate = UserBase.extend({ groupId: z.uuid().optional() });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;

export const ChangePassword = z.object({
  currentPassword: z.string().max(256).default(''),
  newPassword: Password,
});
export type ChangePassword = z.infer<typeof ChangePassword>;

export const LongLiveTokenIn = z.object({
  name: z.string().trim().min(1).max(100),
  integrationId: z.string().max(100).default('generic'),
});
export type LongLiveTokenIn = z.infer<typeof LongLiveTokenIn>;

export const DeleteTokenResponse = z.object({ tokenDelete: z.string() });

export const UnlockResults = z.object({ unlocked: z.number().int() });
export type UnlockResults = z.infer<typeof UnlockResults>;
