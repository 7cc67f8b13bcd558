import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Tables as TypeScript sees them: camelCase here, snake_case in SQL (CamelCasePlugin). */
export interface Database {
  groups: GroupTable;
  groupPreferences: GroupPreferencesTable;
  users: UserTable;
  longLiveTokens: LongLiveTokenTable;
  recipes: RecipeTable;
}

/** SQLite has no booleans: 0 or 1. */
type Flag = number;

export interface GroupTable {
  id: string;
  name: string;
  slug: string;
  createdAt: string;
  updateAt: string;
}
export type GroupRow = Selectable<GroupTable>;
export type NewGroupRow = Insertable<GroupTable>;

export interface GroupPreferencesTable {
  id: string;
  groupId: string;
  privateGroup: Flag;
  firstDayOfWeek: number;
  recipePublic: Flag;
  recipeShowNutrition: Flag;
  recipeShowAssets: Flag;
  recipeLandscapeView: Flag;
  recipeDisableComments: Flag;
  recipeDisableAmount: Flag;
  createdAt: string;
  updateAt: string;
}
export type GroupPreferencesRow = Selectable<GroupPreferencesTable>;
export type GroupPreferencesUpdate = Updateable<GroupPreferencesTable>;

export interface UserTable {
  id: string;
  fullName: string | null;
  username: string | null;
  email: string;
  password: string;
  authMethod: string;
  admin: Flag;
  advanced: Flag;
  groupId: string;
  cacheKey: string;
  canInvite: Flag;
  canManage: Flag;
  canOrganize: Flag;
  /** Mealie's spelling, kept so its backups map column for column. */
  loginAttemps: number;
  lockedAt: string | null;
  createdAt: string;
  updateAt: string;
}
export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;

export interface LongLiveTokenTable {
  id: Generated<number>;
  userId: string;
  name: string;
  token: string;
  createdAt: string;
  updateAt: string;
}
export type LongLiveTokenRow = Selectable<LongLiveTokenTable>;

export interface RecipeTable {
  id: string;
  groupId: string;
  userId: string;
  name: string;
  slug: string;
  createdAt: string;
  updateAt: string;
}
