import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { AccountTables } from './account-tables';
import type { GroupSettingsTables } from './group-settings-tables';
import type { MealPlanTables } from './meal-plan-tables';
import type { NotificationTables } from './notification-tables';
import type { RecipeSlugHistoryTables } from './recipe-slug-history-table';
import type { ReportTables } from './report-tables';
import type { SessionTables } from './session-tables';
import type { ShoppingTables } from './shopping-tables';
import type { SiteSettingsTables } from './site-settings-table';

/**
 * Every table as TypeScript sees it: camelCase here, snake_case in SQL (CamelCasePlugin). The
 * first migrations' tables are below; later areas keep theirs in their own files.
 */
export interface Database
  extends
    AccountTables,
    GroupSettingsTables,
    MealPlanTables,
    NotificationTables,
    RecipeSlugHistoryTables,
    ReportTables,
    SessionTables,
    ShoppingTables,
    SiteSettingsTables {
  groups: GroupTable;
  groupPreferences: GroupPreferencesTable;
  users: UserTable;
  longLiveTokens: LongLiveTokenTable;
  recipes: RecipeTable;
  multiPurposeLabels: LabelTable;
  ingredientFoods: FoodTable;
  ingredientFoodsAliases: AliasTable & { foodId: string };
  ingredientUnits: UnitTable;
  ingredientUnitsAliases: AliasTable & { unitId: string };
  categories: OrganizerTable;
  tags: OrganizerTable;
  tools: ToolTable;
  recipesToCategories: { recipeId: string; categoryId: string };
  recipesToTags: { recipeId: string; tagId: string };
  recipesToTools: { recipeId: string; toolId: string };
  recipesIngredients: IngredientTable;
  recipeInstructions: InstructionTable;
  notes: NoteTable;
  recipeAssets: AssetTable;
  usersToRecipes: UserToRecipeTable;
  recipeComments: CommentTable;
  recipeTimelineEvents: TimelineEventTable;
  recipeShareTokens: ShareTokenTable;
  groupDataExports: DataExportTable;
  cookbooks: CookbookTable;
  cookbooksToCategories: { cookbookId: string; categoryId: string };
  cookbooksToTags: { cookbookId: string; tagId: string };
  cookbooksToTools: { cookbookId: string; toolId: string };
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
  /** Larder's household language, a code of `contract/locales.ts`; null: none chosen. */
  defaultLocale: Generated<string | null>;
  /** Larder's: the week starts on the viewer's language's first day, not `firstDayOfWeek`. */
  weekStartFromLocale: Generated<Flag>;
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
  /** Sessions signed with an older epoch are no longer valid (raised by a password reset). */
  sessionEpoch: Generated<number>;
  /** The user's language, a code of `contract/locales.ts`; null: not chosen. */
  locale: Generated<string | null>;
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
  /** Stable integer key of the recipe's row in the `recipes_fts` index. */
  searchKey: number | null;
  name: string;
  slug: string;
  description: string;
  image: string | null;
  recipeYield: string | null;
  totalTime: string | null;
  prepTime: string | null;
  cookTime: string | null;
  performTime: string | null;
  /** Average of the people's ratings, kept in step when a rating changes. */
  rating: number | null;
  orgUrl: string | null;
  dateAdded: string | null;
  dateUpdated: string | null;
  lastMade: string | null;
  /** JSON of Mealie's Nutrition object, or null. */
  nutrition: string | null;
  /** JSON object of string to string. */
  extras: string;
  isPublic: Flag;
  showNutrition: Flag;
  showAssets: Flag;
  landscapeView: Flag;
  disableComments: Flag;
  disableAmount: Flag;
  locked: Flag;
  createdAt: string;
  updateAt: string;
}
export type RecipeRow = Selectable<RecipeTable>;
export type NewRecipeRow = Insertable<RecipeTable>;

export interface LabelTable {
  id: string;
  groupId: string;
  name: string;
  color: string;
  createdAt: string;
  updateAt: string;
}
export type LabelRow = Selectable<LabelTable>;

export interface AliasTable {
  id: string;
  name: string;
}

export interface FoodTable {
  id: string;
  groupId: string;
  name: string;
  pluralName: string | null;
  description: string;
  extras: string;
  onHand: Flag;
  labelId: string | null;
  createdAt: string;
  updateAt: string;
}
export type FoodRow = Selectable<FoodTable>;

export interface UnitTable {
  id: string;
  groupId: string;
  name: string;
  pluralName: string | null;
  description: string;
  extras: string;
  onHand: Flag;
  fraction: Flag;
  abbreviation: string;
  pluralAbbreviation: string | null;
  useAbbreviation: Flag;
  createdAt: string;
  updateAt: string;
}
export type UnitRow = Selectable<UnitTable>;

export interface OrganizerTable {
  id: string;
  groupId: string;
  name: string;
  slug: string;
  createdAt: string;
  updateAt: string;
}
export type OrganizerRow = Selectable<OrganizerTable>;

export interface ToolTable extends OrganizerTable {
  onHand: Flag;
}
export type ToolRow = Selectable<ToolTable>;

export interface IngredientTable {
  id: string;
  recipeId: string;
  position: number;
  title: string | null;
  note: string;
  unitId: string | null;
  foodId: string | null;
  quantity: number | null;
  originalText: string | null;
  referenceId: string;
}
export type IngredientRow = Selectable<IngredientTable>;

export interface InstructionTable {
  id: string;
  recipeId: string;
  position: number;
  title: string;
  text: string;
  /** JSON array of `{ referenceId }`. */
  ingredientReferences: string;
}
export type InstructionRow = Selectable<InstructionTable>;

export interface NoteTable {
  id: string;
  recipeId: string;
  position: number;
  title: string;
  text: string;
}

export interface AssetTable {
  id: string;
  recipeId: string;
  position: number;
  name: string;
  icon: string;
  fileName: string | null;
}

export interface UserToRecipeTable {
  id: string;
  userId: string;
  recipeId: string;
  rating: number | null;
  isFavorite: Flag;
  createdAt: string;
  updateAt: string;
}

export interface CommentTable {
  id: string;
  recipeId: string;
  userId: string;
  text: string;
  createdAt: string;
  updateAt: string;
}

export interface TimelineEventTable {
  id: string;
  recipeId: string;
  userId: string;
  subject: string;
  message: string | null;
  eventType: string;
  image: string;
  timestamp: string;
  createdAt: string;
  updateAt: string;
}

export interface ShareTokenTable {
  id: string;
  groupId: string;
  recipeId: string;
  expiresAt: string;
  createdAt: string;
  updateAt: string;
}

export interface DataExportTable {
  id: string;
  groupId: string;
  name: string;
  filename: string;
  path: string;
  size: string;
  expires: string;
  createdAt: string;
  updateAt: string;
}

export interface CookbookTable {
  id: string;
  groupId: string;
  name: string;
  slug: string;
  description: string;
  position: number;
  public: Flag;
  requireAllCategories: Flag;
  requireAllTags: Flag;
  requireAllTools: Flag;
  /** Mealie v2's recipe filter (`queryFilter` syntax); empty: none. */
  queryFilterString: string;
  createdAt: string;
  updateAt: string;
}
