import type { z } from 'zod';

import {
  AdminAboutInfo,
  AppInfo,
  AppStatistics,
  AppTheme,
  CheckAppConfig,
} from '../../contract/app';
import {
  AllBackups,
  BackupRestored,
  BackupSchedule,
  BackupStarted,
  BackupStatus,
} from '../../contract/backups';
import { TokenResponse } from '../../contract/auth';
import {
  ErrorResponse,
  HTTPValidationError,
  paginated,
  SuccessResponse,
  ValidationResponse,
} from '../../contract/common';
import { ReadCookBook, RecipeCookBook } from '../../contract/cookbooks';
import { EmailReady, EmailSuccess } from '../../contract/email';
import {
  FileTokenResponse,
  FormatResponse,
  GroupDataExport,
  RecipeZipTokenResponse,
} from '../../contract/exports';
import {
  GroupInDB,
  GroupStatistics,
  GroupStorage,
  GroupSummary,
  ReadGroupPreferences,
  UserSummary,
} from '../../contract/groups';
import {
  HouseholdInDB,
  HouseholdSummary,
  ReadHouseholdPreferences,
} from '../../contract/households';
import { InvitationPreview, ReadInviteToken } from '../../contract/invitations';
import { NetworkSharing } from '../../contract/network-sharing';
import { PlanRulesOut, ReadPlanEntry } from '../../contract/mealplans';
import { UpdateImageResponse } from '../../contract/media';
import {
  FoodOut,
  LabelOut,
  OrganizerOut,
  OrganizerSummary,
  ReferenceUsage,
  ToolSummary,
  UnitOut,
} from '../../contract/organizers';
import {
  DebugResponse,
  IngredientConfidence,
  NewIngredientFood,
  NewIngredientUnit,
  ParsedIngredient,
} from '../../contract/parser';
import { PasswordResetToken, UserResetLink } from '../../contract/password-reset';
import { SetupStatus } from '../../contract/setup';
import { userRatings, UserRatingOut, UserRatingSummary } from '../../contract/ratings';
import {
  Nutrition,
  OrganizerWithRecipes,
  Recipe,
  RecipeAsset,
  RecipeCommentOut,
  RecipeIngredientOut,
  RecipeSettings,
  RecipeStepOut,
  RecipeSummary,
  ToolWithRecipes,
} from '../../contract/recipes';
import {
  AppStartupInfo,
  MaintenanceLogs,
  MaintenanceStorageDetails,
  MaintenanceSummary,
  MealieAnalytics,
  OIDCInfo,
  ServerTaskPagination,
} from '../../contract/maintenance';
import { MigrationStarted } from '../../contract/migrations';
import { BulkImportStarted, ReportOut, ReportSummary, ServerTask } from '../../contract/reports';
import { SiteSettings } from '../../contract/site-settings';
import { RecipeShareToken, RecipeShareTokenSummary } from '../../contract/sharing';
import {
  ItemRecipeRefOut,
  LabelSettingOut,
  ListRecipeRefOut,
  ShoppingListItemOut,
  ShoppingListItemsCollectionOut,
  ShoppingListOut,
  ShoppingListSummary,
} from '../../contract/shopping';
import { RecipeTimelineEventOut } from '../../contract/timeline';
import {
  DeleteTokenResponse,
  LongLiveTokenOut,
  MemberSummary,
  UnlockResults,
  UserOut,
} from '../../contract/users';
import { ReadWebhook } from '../../contract/webhooks';
import { LastDelivery } from '../../contract/deliveries';
import { GroupEventNotifierOut } from '../../contract/event-notifiers';
import { GroupRecipeActionOut } from '../../contract/recipe-actions';

/**
 * The response schemas Larder publishes under `components.schemas`, named as Mealie names them so
 * Mealie's clients (and our contract tests) find them. Each zod schema appears once; other names
 * for the same shape are in `responseAliases`.
 */
export const responseComponents = {
  SuccessResponse,
  ErrorResponse,
  HTTPValidationError,
  ValidationResponse,

  SetupStatus,
  TokenResponse,
  AppInfo,
  AdminAboutInfo,
  AppStatistics,
  AppTheme,
  CheckAppConfig,
  AllBackups,
  BackupStarted,
  BackupRestored,
  BackupStatus,
  BackupSchedule,
  SiteSettings,
  EmailReady,
  EmailSuccess,

  UserOut,
  UserPagination: paginated(UserOut),
  LongLiveTokenOut,
  DeleteTokenResponse,
  UnlockResults,
  PasswordResetToken,
  UserResetLink,
  GroupSummary,
  GroupInDB,
  GroupPagination: paginated(GroupInDB),
  ReadGroupPreferences,
  GroupStatistics,
  GroupStorage,
  ReadInviteToken,
  InvitationPreview,
  ReadWebhook,
  WebhookPagination: paginated(ReadWebhook),
  LastDelivery,
  GroupEventNotifierOut,
  GroupEventPagination: paginated(GroupEventNotifierOut),
  GroupRecipeActionOut,
  GroupRecipeActionPagination: paginated(GroupRecipeActionOut),

  RecipeCategory: OrganizerSummary,
  RecipeTool: ToolSummary,
  CategoryOut: OrganizerOut,
  RecipeCategoryPagination: paginated(OrganizerSummary),
  RecipeToolPagination: paginated(ToolSummary),
  RecipeCategoryResponse: OrganizerWithRecipes,
  RecipeToolResponse: ToolWithRecipes,
  MultiPurposeLabelOut: LabelOut,
  MultiPurposeLabelPagination: paginated(LabelOut),
  IngredientFood: FoodOut,
  IngredientFoodPagination: paginated(FoodOut),
  IngredientUnit: UnitOut,
  IngredientUnitPagination: paginated(UnitOut),
  ReferenceUsage,
  ParsedIngredient,
  IngredientConfidence,
  CreateIngredientFood: NewIngredientFood,
  CreateIngredientUnit: NewIngredientUnit,

  RecipeSummary,
  PaginationBase_RecipeSummary_: paginated(RecipeSummary),
  'Recipe-Output': Recipe,
  'RecipeIngredient-Output': RecipeIngredientOut,
  RecipeStep: RecipeStepOut,
  RecipeSettings,
  Nutrition,
  RecipeAsset,
  UpdateImageResponse,
  'RecipeCommentOut-Output': RecipeCommentOut,
  RecipeCommentPagination: paginated(RecipeCommentOut),
  RecipeTimelineEventOut,
  RecipeTimelineEventPagination: paginated(RecipeTimelineEventOut),
  UserRatingSummary,
  UserRatingOut,
  UserRatings_UserRatingSummary_: userRatings(UserRatingSummary),
  UserRatings_UserRatingOut_: userRatings(UserRatingOut),
  RecipeShareTokenSummary,
  RecipeShareToken,
  FormatResponse,
  RecipeZipTokenResponse,
  FileTokenResponse,
  GroupDataExport,
  ReportSummary,
  ReportOut,
  MigrationStarted,
  ServerTask,
  BulkImportStarted,

  HouseholdInDB,
  HouseholdPagination: paginated(HouseholdInDB),
  HouseholdSummary,
  PaginationBase_HouseholdSummary_: paginated(HouseholdSummary),
  ReadHouseholdPreferences,
  MemberSummary,
  DebugResponse,
  NetworkSharing,

  ReadCookBook,
  CookBookPagination: paginated(ReadCookBook),
  RecipeCookBook,
  ReadPlanEntry,
  PlanEntryPagination: paginated(ReadPlanEntry),
  PlanRulesOut,
  PlanRulesPagination: paginated(PlanRulesOut),

  ShoppingListSummary,
  ShoppingListPagination: paginated(ShoppingListSummary),
  ShoppingListOut,
  'ShoppingListItemOut-Output': ShoppingListItemOut,
  ShoppingListItemPagination: paginated(ShoppingListItemOut),
  ShoppingListItemsCollectionOut,
  ShoppingListItemRecipeRefOut: ItemRecipeRefOut,
  ShoppingListRecipeRefOut: ListRecipeRefOut,
  ShoppingListMultiPurposeLabelOut: LabelSettingOut,

  MaintenanceSummary,
  MaintenanceStorageDetails,
  MaintenanceLogs,
  ServerTaskPagination,
  MealieAnalytics,
  AppStartupInfo,
  OIDCInfo,
  UserSummaryPagination: paginated(UserSummary),
} satisfies Record<string, z.ZodType>;

export type ResponseName = keyof typeof responseComponents;

/** Mealie's other names for a published shape. */
export const responseAliases: Record<string, ResponseName> = {
  CategoryBase: 'RecipeCategory',
  CategorySummary: 'RecipeCategory',
  RecipeTag: 'RecipeCategory',
  TagBase: 'RecipeCategory',
  TagOut: 'CategoryOut',
  RecipeToolOut: 'RecipeTool',
  RecipeTagPagination: 'RecipeCategoryPagination',
  PaginationBase_RecipeCategory_: 'RecipeCategoryPagination',
  PaginationBase_RecipeTag_: 'RecipeCategoryPagination',
  PaginationBase_RecipeTool_: 'RecipeToolPagination',
  RecipeTagResponse: 'RecipeCategoryResponse',
  PaginationBase_IngredientFood_: 'IngredientFoodPagination',
  PaginationBase_ReadCookBook_: 'CookBookPagination',
  EmailInitationResponse: 'EmailSuccess',
};
