import type { z } from 'zod';

import { CreateWebhook } from '../../contract/webhooks';
import { GroupEventNotifierCreate, GroupEventNotifierUpdate } from '../../contract/event-notifiers';
import { CreateGroupRecipeAction } from '../../contract/recipe-actions';
import { LoginForm } from '../../contract/auth';
import { BackupScheduleUpdate } from '../../contract/backups';
import {
  RecipeCommentCreate,
  RecipeCommentText,
  RecipeCommentUpdate,
} from '../../contract/comments';
import { PaginationQuery } from '../../contract/common';
import { CreateCookBook, UpdateCookBooks } from '../../contract/cookbooks';
import { EmailTest } from '../../contract/email';
import {
  AssignCategories,
  AssignSettings,
  AssignTags,
  DeleteRecipes,
  ExportDownloadQuery,
  ExportRecipes,
  FileTokenQuery,
  RecipeTemplateQuery,
} from '../../contract/exports';
import {
  GroupAdminUpdate,
  GroupBase,
  GroupCategoriesUpdate,
  SetPermissions,
  UpdateGroupPreferences,
} from '../../contract/groups';
import {
  HouseholdCreate,
  SetHouseholdPermissions,
  UpdateHouseholdAdmin,
  UpdateHouseholdPreferences,
} from '../../contract/households';
import { CreateInviteToken, EmailInvitation, InvitationLookup } from '../../contract/invitations';
import {
  CreatePlanEntry,
  CreateRandomEntry,
  MealPlanListQuery,
  PlanRulesCreate,
  UpdatePlanEntry,
} from '../../contract/mealplans';
import { AssetUploadFields, ImageUploadFields, ScrapeImage } from '../../contract/media';
import { MaintenanceLogsQuery } from '../../contract/maintenance';
import { MigrationForm } from '../../contract/migrations';
import { CreateImageQuery, CreateOcrFields, OcrAssetReq, OcrFileFields } from '../../contract/ocr';
import {
  CategoryIn,
  FoodIn,
  LabelIn,
  LabelUpdate,
  MergeFood,
  MergeUnit,
  ReferenceListQuery,
  ToolIn,
  UnitIn,
} from '../../contract/organizers';
import { NetworkSharingUpdate } from '../../contract/network-sharing';
import { IngredientRequest, IngredientsRequest } from '../../contract/parser';
import { ForgotPassword, ResetPassword } from '../../contract/password-reset';
import { paths } from '../../contract/paths';
import { UserRatingUpdate } from '../../contract/ratings';
import {
  CreateRecipeByUrlBulk,
  PreviewImageQuery,
  ScrapeRecipe,
  ScrapeRecipeData,
  ScrapeRecipeTest,
} from '../../contract/recipe-import';
import {
  CreateRecipe,
  RecipeDuplicate,
  RecipeIn,
  RecipesUpdate,
  RecipeLastMade,
  RecipeListQuery,
} from '../../contract/recipes';
import { CreateUserRegistration } from '../../contract/registration';
import { ReportListQuery } from '../../contract/reports';
import { SeederConfig } from '../../contract/seeders';
import { FirstAdminIn } from '../../contract/setup';
import { RecipeShareTokenCreate, RecipeShareTokenListQuery } from '../../contract/sharing';
import {
  AddRecipeParams,
  LabelSettingsUpdate,
  RemoveRecipeParams,
  ShoppingItemIds,
  ShoppingListCreate,
  ShoppingListItemCreate,
  ShoppingListItemCreateBulk,
  ShoppingListItemUpdate,
  ShoppingListItemUpdateBulk,
  ShoppingListQuery,
  ShoppingListUpdate,
} from '../../contract/shopping';
import { SiteSettingsUpdate } from '../../contract/site-settings';
import { RecipeTimelineEventIn, RecipeTimelineEventUpdate } from '../../contract/timeline';
import {
  AdminUserUpdate,
  ChangePassword,
  LongLiveTokenIn,
  UserBase,
  UserIn,
} from '../../contract/users';

import type { ResponseName } from './components';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call: anyone, a signed-in member (or API token), or a site administrator. */
export type Access = 'public' | 'member' | 'admin';

/** One documented endpoint. Paths use OpenAPI's `{name}` for their parameters. */
export interface Operation {
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  access: Access;
  /** A JSON body. */
  body?: z.ZodType;
  /** The fields of a `multipart/form-data` body, files aside. */
  form?: z.ZodType;
  /** The fields of an `application/x-www-form-urlencoded` body (OAuth2's sign-in form). */
  urlencoded?: z.ZodType;
  query?: z.ZodObject;
  /** The JSON answer's component; absent for files, streams and bodies not yet published. */
  response?: ResponseName;
  /** The answer is a JSON array of `response`. */
  list?: true;
  /** The success status when it is not 200. */
  status?: number;
  /** What the answer is when it is not JSON. */
  produces?: 'file' | 'event-stream';
}

type Details = Partial<Omit<Operation, 'method' | 'path' | 'summary' | 'tag'>>;
type Row = [HttpMethod, string, string, Details?];

function section(tag: string, access: Access, rows: Row[]): Operation[] {
  return rows.map(([method, path, summary, details]) => ({
    method,
    path,
    tag,
    summary,
    access,
    ...details,
  }));
}

const organizerInput = { categories: CategoryIn, tags: CategoryIn, tools: ToolIn } as const;
const organizerItem = {
  categories: 'CategoryOut',
  tags: 'CategoryOut',
  tools: 'RecipeTool',
} as const;
const organizerList = {
  categories: 'RecipeCategoryPagination',
  tags: 'RecipeCategoryPagination',
  tools: 'RecipeToolPagination',
} as const;
/** By slug every kind comes with its recipes; by id only tags do (Mealie). */
const organizerById = {
  categories: 'RecipeCategory',
  tags: 'RecipeCategoryResponse',
  tools: 'RecipeTool',
} as const;
const organizerDetail = {
  categories: 'RecipeCategoryResponse',
  tags: 'RecipeCategoryResponse',
  tools: 'RecipeToolResponse',
} as const;

function organizerRows(kind: 'categories' | 'tags' | 'tools'): Row[] {
  const rows: Row[] = [
    [
      'get',
      paths.organizers(kind),
      `List ${kind}`,
      { query: ReferenceListQuery, response: organizerList[kind] },
    ],
    [
      'post',
      paths.organizers(kind),
      `Create one of the ${kind}`,
      { body: organizerInput[kind], response: organizerItem[kind], status: 201 },
    ],
    [
      'get',
      paths.organizerBySlug(kind, '{slug}'),
      `Read one of the ${kind} by slug, with its recipes`,
      { response: organizerDetail[kind] },
    ],
    [
      'get',
      paths.organizer(kind, '{id}'),
      `Read one of the ${kind}`,
      { response: organizerById[kind] },
    ],
    [
      'put',
      paths.organizer(kind, '{id}'),
      `Rename one of the ${kind}`,
      { body: organizerInput[kind], response: organizerById[kind] },
    ],
    ['delete', paths.organizer(kind, '{id}'), `Delete one of the ${kind}`],
  ];
  if (kind !== 'tools') {
    rows.push(['get', paths.organizersEmpty(kind), `List ${kind} no recipe uses`]);
  }
  return rows;
}

/** Every endpoint of `/api`, by area. */
export const operations: Operation[] = [
  ...section('Users: Authentication', 'public', [
    [
      'post',
      paths.authToken,
      'Sign in with a username or email and password',
      { urlencoded: LoginForm, response: 'TokenResponse' },
    ],
    [
      'get',
      paths.authRefresh,
      'Renew the access token',
      { access: 'member', response: 'TokenResponse' },
    ],
    [
      'post',
      paths.authRefresh,
      'Renew the access token',
      { access: 'member', response: 'TokenResponse' },
    ],
    ['post', paths.authLogout, 'Sign out', { access: 'member' }],
    ['get', paths.authOauth, 'OpenID Connect sign-in: not set up, always a 400'],
    ['get', paths.authOauthCallback, 'OpenID Connect callback: not set up, always a 400'],
    [
      'get',
      paths.setup,
      'Whether the first administrator still has to be created',
      { response: 'SetupStatus' },
    ],
    [
      'post',
      paths.setup,
      'Create the first administrator and their household',
      { body: FirstAdminIn, status: 201 },
    ],
  ]),
  ...section('App: About', 'public', [
    ['get', paths.appAbout, 'About this server', { response: 'AppInfo' }],
    ['get', paths.appTheme, 'The colour theme', { response: 'AppTheme' }],
    [
      'get',
      paths.appStartupInfo,
      'Whether this is the first sign-in (no account yet)',
      { response: 'AppStartupInfo' },
    ],
    ['get', paths.appOidc, 'Single sign-on settings (always off)', { response: 'OIDCInfo' }],
  ]),
  ...section('Users: Registration', 'public', [
    [
      'post',
      paths.usersRegister,
      'Register (with an invitation, or when sign-up is open)',
      { body: CreateUserRegistration, response: 'UserOut', status: 201 },
    ],
    [
      'post',
      paths.usersRegisterInvitation,
      'Which household an invitation joins',
      { body: InvitationLookup, response: 'InvitationPreview' },
    ],
    [
      'post',
      paths.usersForgotPassword,
      'Email a password reset link',
      { body: ForgotPassword, response: 'SuccessResponse' },
    ],
    [
      'post',
      paths.usersResetPassword,
      'Set a new password with a reset token',
      { body: ResetPassword, response: 'SuccessResponse' },
    ],
  ]),
  ...section('Users: CRUD', 'member', [
    ['get', paths.usersSelf, 'The signed-in user', { response: 'UserOut' }],
    ['get', paths.usersSelfGroup, 'The signed-in user’s household', { response: 'GroupSummary' }],
    [
      'put',
      paths.usersPassword,
      'Change one’s password',
      { body: ChangePassword, response: 'SuccessResponse' },
    ],
    ['get', paths.user('{id}'), 'A user', { response: 'UserOut' }],
    ['put', paths.user('{id}'), 'Update a user', { body: UserBase, response: 'SuccessResponse' }],
    ['post', paths.userImage('{id}'), 'Upload a profile picture', { response: 'SuccessResponse' }],
    ['get', paths.userImage('{id}'), 'A profile picture', { produces: 'file' }],
    [
      'post',
      paths.userResetPassword('{id}'),
      'Make a password reset link for a user',
      { access: 'admin', response: 'UserResetLink', status: 201 },
    ],
  ]),
  ...section('Users: Tokens', 'member', [
    [
      'post',
      paths.apiTokens,
      'Create an API token',
      { body: LongLiveTokenIn, response: 'LongLiveTokenOut', status: 201 },
    ],
    ['delete', paths.apiToken('{id}'), 'Delete an API token', { response: 'DeleteTokenResponse' }],
  ]),
  ...section('Users: Ratings', 'member', [
    [
      'get',
      paths.usersSelfRatings,
      'One’s ratings',
      { response: 'UserRatings_UserRatingSummary_' },
    ],
    [
      'get',
      paths.usersSelfFavorites,
      'One’s favourites',
      { response: 'UserRatings_UserRatingSummary_' },
    ],
    [
      'get',
      paths.usersSelfRating('{recipeId}'),
      'One’s rating of a recipe',
      { response: 'UserRatingSummary' },
    ],
    [
      'get',
      paths.userRatings('{id}'),
      'A user’s ratings',
      { response: 'UserRatings_UserRatingOut_' },
    ],
    [
      'get',
      paths.userFavorites('{id}'),
      'A user’s favourites',
      { response: 'UserRatings_UserRatingOut_' },
    ],
    ['post', paths.userRating('{id}', '{slug}'), 'Rate a recipe', { body: UserRatingUpdate }],
    ['post', paths.userFavorite('{id}', '{slug}'), 'Mark a recipe as favourite'],
    ['delete', paths.userFavorite('{id}', '{slug}'), 'Unmark a favourite'],
  ]),
  ...section('Groups: Self Service', 'member', [
    ['get', paths.groupsSelf, 'One’s household', { response: 'GroupSummary' }],
    ['get', paths.groupsMembers, 'The household’s members', { response: 'UserOut', list: true }],
    [
      'get',
      paths.groupsPreferences,
      'The household’s preferences',
      { response: 'ReadGroupPreferences' },
    ],
    [
      'put',
      paths.groupsPreferences,
      'Change the household’s preferences',
      { body: UpdateGroupPreferences, response: 'ReadGroupPreferences' },
    ],
    [
      'get',
      paths.groupsCategories,
      'The meal-plan categories',
      { response: 'RecipeCategory', list: true },
    ],
    [
      'put',
      paths.groupsCategories,
      'Set the meal-plan categories',
      { body: GroupCategoriesUpdate },
    ],
    [
      'get',
      paths.groupsStatistics,
      'Counts of the household’s things',
      { response: 'GroupStatistics' },
    ],
    ['get', paths.groupsStorage, 'Storage the household uses', { response: 'GroupStorage' }],
    [
      'put',
      paths.groupsPermissions,
      'Grant or take a member’s permissions',
      { body: SetPermissions, response: 'UserOut' },
    ],
  ]),
  ...section('Households (Mealie v2: the group’s one household)', 'member', [
    ['get', paths.householdsSelf, 'One’s household', { response: 'HouseholdInDB' }],
    [
      'get',
      paths.householdsMembers,
      'The household’s members, paged',
      { query: PaginationQuery, response: 'UserPagination' },
    ],
    [
      'get',
      paths.householdsPreferences,
      'The household’s preferences',
      { response: 'ReadHouseholdPreferences' },
    ],
    [
      'put',
      paths.householdsPreferences,
      'Change some of the household’s preferences',
      { body: UpdateHouseholdPreferences, response: 'ReadHouseholdPreferences' },
    ],
    [
      'put',
      paths.householdsPermissions,
      'Grant or take a member’s permissions',
      { body: SetHouseholdPermissions, response: 'UserOut' },
    ],
    [
      'get',
      paths.householdsStatistics,
      'Counts of the household’s things',
      { response: 'GroupStatistics' },
    ],
    [
      'get',
      paths.groupHouseholds,
      'The group’s households (one)',
      { response: 'HouseholdSummary', list: true },
    ],
    [
      'get',
      paths.groupHousehold('{slug}'),
      'A household by slug',
      { response: 'HouseholdSummary' },
    ],
    [
      'get',
      paths.groupMember('{member}'),
      'A member of one’s household, by username or id',
      { response: 'MemberSummary' },
    ],
  ]),
  ...section('Admin: Manage Households (Mealie v2: each group is one household)', 'admin', [
    [
      'get',
      paths.adminHouseholds,
      'List households',
      { query: PaginationQuery, response: 'HouseholdPagination' },
    ],
    [
      'post',
      paths.adminHouseholds,
      'Create a household: a new group (a second one inside a group is refused)',
      { body: HouseholdCreate, response: 'HouseholdInDB', status: 201 },
    ],
    ['get', paths.adminHousehold('{id}'), 'A household', { response: 'HouseholdInDB' }],
    [
      'put',
      paths.adminHousehold('{id}'),
      'Rename a household, change its preferences',
      { body: UpdateHouseholdAdmin, response: 'HouseholdInDB' },
    ],
    ['delete', paths.adminHousehold('{id}'), 'Delete a household', { response: 'HouseholdInDB' }],
  ]),
  ...section('Groups: Invitations', 'member', [
    [
      'get',
      paths.groupInvitations,
      'The household’s invitations',
      { response: 'ReadInviteToken', list: true },
    ],
    [
      'post',
      paths.groupInvitations,
      'Create an invitation',
      { body: CreateInviteToken, response: 'ReadInviteToken', status: 201 },
    ],
    [
      'post',
      paths.groupInvitationsEmail,
      'Email an invitation',
      { body: EmailInvitation, response: 'EmailSuccess' },
    ],
    ['delete', paths.groupInvitation('{token}'), 'Withdraw an invitation'],
  ]),
  ...section('Groups: Webhooks', 'member', [
    [
      'get',
      paths.webhooks,
      'List webhooks',
      { query: PaginationQuery, response: 'WebhookPagination' },
    ],
    [
      'post',
      paths.webhooks,
      'Create a webhook',
      { body: CreateWebhook, response: 'ReadWebhook', status: 201 },
    ],
    ['get', paths.webhook('{id}'), 'A webhook', { response: 'ReadWebhook' }],
    [
      'put',
      paths.webhook('{id}'),
      'Update a webhook',
      { body: CreateWebhook, response: 'ReadWebhook' },
    ],
    ['delete', paths.webhook('{id}'), 'Delete a webhook', { response: 'ReadWebhook' }],
    ['post', paths.webhookTest('{id}'), 'Call a webhook now', { response: 'LastDelivery' }],
    [
      'post',
      paths.webhooksRerun,
      "Fire again today's webhooks whose time has come",
      { response: 'SuccessResponse' },
    ],
  ]),
  ...section('Groups: Event Notifications', 'member', [
    [
      'get',
      paths.eventNotifiers,
      'List event notifiers',
      { query: PaginationQuery, response: 'GroupEventPagination' },
    ],
    [
      'post',
      paths.eventNotifiers,
      'Create an event notifier',
      { body: GroupEventNotifierCreate, response: 'GroupEventNotifierOut', status: 201 },
    ],
    [
      'get',
      paths.eventNotifier('{id}'),
      'An event notifier',
      { response: 'GroupEventNotifierOut' },
    ],
    [
      'put',
      paths.eventNotifier('{id}'),
      'Update an event notifier',
      { body: GroupEventNotifierUpdate, response: 'GroupEventNotifierOut' },
    ],
    ['delete', paths.eventNotifier('{id}'), 'Delete an event notifier', { status: 204 }],
    ['post', paths.eventNotifierTest('{id}'), 'Send a test message', { status: 204 }],
  ]),
  ...section('Groups: Recipe Actions', 'member', [
    [
      'get',
      paths.recipeActions,
      'List recipe actions',
      { query: PaginationQuery, response: 'GroupRecipeActionPagination' },
    ],
    [
      'post',
      paths.recipeActions,
      'Create a recipe action',
      { body: CreateGroupRecipeAction, response: 'GroupRecipeActionOut', status: 201 },
    ],
    ['get', paths.recipeAction('{id}'), 'A recipe action', { response: 'GroupRecipeActionOut' }],
    [
      'put',
      paths.recipeAction('{id}'),
      'Update a recipe action',
      { body: CreateGroupRecipeAction, response: 'GroupRecipeActionOut' },
    ],
    [
      'delete',
      paths.recipeAction('{id}'),
      'Delete a recipe action',
      { response: 'GroupRecipeActionOut' },
    ],
    [
      'post',
      paths.recipeActionTrigger('{id}', '{slug}'),
      "Post a recipe to a 'post' action",
      { status: 202 },
    ],
  ]),
  ...section('Groups: Reports', 'member', [
    [
      'get',
      paths.groupReports,
      'List reports',
      { query: ReportListQuery, response: 'ReportSummary', list: true },
    ],
    ['get', paths.groupReport('{id}'), 'A report with its entries', { response: 'ReportOut' }],
    ['delete', paths.groupReport('{id}'), 'Delete a report', { response: 'SuccessResponse' }],
    [
      'get',
      paths.groupServerTasks,
      'Background work of the household',
      { response: 'ServerTask', list: true },
    ],
    [
      'post',
      paths.groupMigrations,
      'Import another app’s export',
      { form: MigrationForm, response: 'MigrationStarted' },
    ],
  ]),
  ...section('Groups: Seeders', 'member', [
    [
      'post',
      // `seeder` takes only the kinds or the route's ':kind'; the document writes '{kind}'.
      paths.seeder('{kind}' as ':kind'),
      'Add the standard foods, units or labels',
      { body: SeederConfig, response: 'SuccessResponse' },
    ],
  ]),
  ...section('Users: Validators', 'public', [
    [
      'get',
      paths.validateGroupName,
      'Whether a household name is free',
      { response: 'ValidationResponse' },
    ],
    [
      'get',
      paths.validateUserName,
      'Whether a username is free',
      { response: 'ValidationResponse' },
    ],
    [
      'get',
      paths.validateUserEmail,
      'Whether an email is free',
      { response: 'ValidationResponse' },
    ],
    [
      'get',
      paths.validateRecipeName,
      'Whether a recipe name is free',
      { access: 'member', response: 'ValidationResponse' },
    ],
  ]),
  ...section('Admin: About', 'admin', [
    [
      'get',
      paths.adminAbout,
      'About this server, for administrators',
      { response: 'AdminAboutInfo' },
    ],
    ['get', paths.adminStatistics, 'Counts across the site', { response: 'AppStatistics' }],
    ['get', paths.adminCheck, 'What is configured', { response: 'CheckAppConfig' }],
    ['get', paths.adminEmail, 'Whether outgoing mail is set up', { response: 'EmailReady' }],
    ['post', paths.adminEmail, 'Send a test email', { body: EmailTest, response: 'EmailSuccess' }],
    ['get', paths.adminSiteSettings, 'Site settings', { response: 'SiteSettings' }],
    [
      'put',
      paths.adminSiteSettings,
      'Change site settings',
      { body: SiteSettingsUpdate, response: 'SiteSettings' },
    ],
  ]),
  ...section('Admin: Manage Users', 'admin', [
    ['get', paths.adminUsers, 'List users', { query: PaginationQuery, response: 'UserPagination' }],
    ['post', paths.adminUsers, 'Create a user', { body: UserIn, response: 'UserOut', status: 201 }],
    ['post', paths.adminUnlockUsers, 'Unlock locked-out users', { response: 'UnlockResults' }],
    [
      'post',
      paths.adminPasswordResetToken,
      'Make a password reset token',
      { body: ForgotPassword, response: 'PasswordResetToken', status: 201 },
    ],
    ['get', paths.adminUser('{id}'), 'A user', { response: 'UserOut' }],
    [
      'put',
      paths.adminUser('{id}'),
      'Update a user',
      { body: AdminUserUpdate, response: 'UserOut' },
    ],
    ['delete', paths.adminUser('{id}'), 'Delete a user', { response: 'UserOut' }],
  ]),
  ...section('Admin: Manage Groups', 'admin', [
    [
      'get',
      paths.adminGroups,
      'List households',
      { query: PaginationQuery, response: 'GroupPagination' },
    ],
    [
      'post',
      paths.adminGroups,
      'Create a household',
      { body: GroupBase, response: 'GroupInDB', status: 201 },
    ],
    ['get', paths.adminGroup('{id}'), 'A household', { response: 'GroupInDB' }],
    [
      'put',
      paths.adminGroup('{id}'),
      'Update a household',
      { body: GroupAdminUpdate, response: 'GroupInDB' },
    ],
    ['delete', paths.adminGroup('{id}'), 'Delete a household', { response: 'GroupInDB' }],
  ]),
  ...section('Admin: Sharing on the home network', 'admin', [
    [
      'get',
      paths.adminSharing,
      'Whether and where Larder is shared',
      { response: 'NetworkSharing' },
    ],
    [
      'put',
      paths.adminSharing,
      'Share on the home network, or stop',
      { body: NetworkSharingUpdate, response: 'NetworkSharing' },
    ],
  ]),
  ...section('Admin: Backups', 'admin', [
    ['get', paths.adminBackups, 'List backups', { response: 'AllBackups' }],
    ['post', paths.adminBackups, 'Make a backup', { response: 'BackupStarted', status: 201 }],
    ['post', paths.adminBackupsUpload, 'Upload a backup', { response: 'SuccessResponse' }],
    [
      'get',
      paths.adminBackupsStatus,
      'Backup work in progress and backup health',
      { response: 'BackupStatus' },
    ],
    [
      'get',
      paths.adminBackupsSchedule,
      'The nightly backup’s settings',
      { response: 'BackupSchedule' },
    ],
    [
      'put',
      paths.adminBackupsSchedule,
      'Change the nightly backup’s settings',
      { body: BackupScheduleUpdate, response: 'BackupSchedule' },
    ],
    [
      'get',
      paths.adminBackup('{file_name}'),
      'A download token for a backup',
      { response: 'FileTokenResponse' },
    ],
    [
      'delete',
      paths.adminBackup('{file_name}'),
      'Delete a backup',
      { response: 'SuccessResponse' },
    ],
    [
      'post',
      paths.adminBackupRestore('{file_name}'),
      'Restore a backup',
      { response: 'BackupRestored' },
    ],
    ['post', paths.adminBackupVerify('{file_name}'), 'Check a backup restores whole'],
    ['get', paths.backupsAvailable, 'List backups (older path)', { response: 'AllBackups' }],
    [
      'post',
      paths.backupsExportDatabase,
      'Make a backup (older path)',
      { response: 'BackupStarted', status: 201 },
    ],
    ['post', paths.backupsUpload, 'Upload a backup (older path)', { response: 'SuccessResponse' }],
    [
      'get',
      paths.backupDownload('{file_name}'),
      'A download token for a backup (older path)',
      { response: 'FileTokenResponse' },
    ],
    [
      'post',
      paths.backupImport('{file_name}'),
      'Restore a backup (older path)',
      { response: 'BackupRestored' },
    ],
    [
      'delete',
      paths.backupDelete('{file_name}'),
      'Delete a backup (older path)',
      { response: 'SuccessResponse' },
    ],
  ]),
  ...section('Recipe: CRUD', 'member', [
    [
      'get',
      paths.recipes,
      'List and search recipes',
      { query: RecipeListQuery, response: 'PaginationBase_RecipeSummary_' },
    ],
    [
      'get',
      paths.recipesByCategory,
      'List recipes in any of the categories',
      { query: RecipeListQuery, response: 'RecipeSummary', list: true },
    ],
    [
      'post',
      paths.recipes,
      'Create a recipe by name; answers its slug',
      { body: CreateRecipe, status: 201 },
    ],
    [
      'post',
      paths.recipesCreateFromJson,
      'Create a whole recipe; answers its slug',
      { body: RecipeIn, status: 201 },
    ],
    [
      'put',
      paths.recipes,
      'Replace several recipes, each found by slug or id; all or none',
      { body: RecipesUpdate, response: 'Recipe-Output', list: true },
    ],
    [
      'patch',
      paths.recipes,
      'Change several recipes, each found by slug or id; all or none',
      { body: RecipesUpdate, response: 'Recipe-Output', list: true },
    ],
    ['get', paths.recipe('{slug}'), 'A recipe', { response: 'Recipe-Output' }],
    [
      'put',
      paths.recipe('{slug}'),
      'Replace a recipe',
      { body: RecipeIn, response: 'Recipe-Output' },
    ],
    [
      'patch',
      paths.recipe('{slug}'),
      'Change some fields of a recipe',
      { body: RecipeIn, response: 'Recipe-Output' },
    ],
    ['delete', paths.recipe('{slug}'), 'Delete a recipe', { response: 'Recipe-Output' }],
    [
      'post',
      paths.recipeDuplicate('{slug}'),
      'Duplicate a recipe',
      { body: RecipeDuplicate, response: 'Recipe-Output', status: 201 },
    ],
    [
      'patch',
      paths.recipeLastMade('{slug}'),
      'Set when a recipe was last made',
      { body: RecipeLastMade, response: 'SuccessResponse' },
    ],
    ['get', paths.recipesUntagged, 'Recipes without tags'],
    ['get', paths.recipesUncategorized, 'Recipes without categories'],
  ]),
  ...section('Recipe: Images and Assets', 'member', [
    [
      'put',
      paths.recipeImage('{slug}'),
      'Upload a recipe’s picture',
      { form: ImageUploadFields, response: 'UpdateImageResponse' },
    ],
    [
      'post',
      paths.recipeImage('{slug}'),
      'Fetch a recipe’s picture from a URL',
      { body: ScrapeImage },
    ],
    [
      'post',
      paths.recipeAssets('{slug}'),
      'Attach a file to a recipe',
      { form: AssetUploadFields, response: 'RecipeAsset' },
    ],
  ]),
  ...section('Recipe: Create', 'member', [
    [
      'post',
      paths.recipesTestScrapeUrl,
      'Read a recipe page without saving it',
      { body: ScrapeRecipeTest },
    ],
    [
      'get',
      paths.recipesPreviewImage,
      'A picture from a recipe page, for preview',
      { query: PreviewImageQuery, produces: 'file' },
    ],
    [
      'post',
      paths.recipesCreateUrl,
      'Import a recipe from a URL; answers its slug',
      { body: ScrapeRecipe, status: 201 },
    ],
    [
      'post',
      paths.recipesCreateUrlBulk,
      'Import recipes from URLs in the background',
      { body: CreateRecipeByUrlBulk, response: 'BulkImportStarted', status: 202 },
    ],
    ['post', paths.recipesCreateFromZip, 'Import a recipe from a zip export', { status: 201 }],
    [
      'post',
      paths.recipesCreateOcr,
      'Create a recipe from photos of it',
      { form: CreateOcrFields, status: 201 },
    ],
    [
      'post',
      paths.recipesCreateUrlV2,
      'Import a recipe from a URL (v2’s path); answers its slug',
      { body: ScrapeRecipe, status: 201 },
    ],
    [
      'post',
      paths.recipesCreateUrlBulkV2,
      'Import recipes from URLs in the background (v2’s path)',
      { body: CreateRecipeByUrlBulk, response: 'BulkImportStarted', status: 202 },
    ],
    [
      'post',
      paths.recipesCreateZipV2,
      'Import a recipe from a zip export (v2’s path)',
      { status: 201 },
    ],
    [
      'post',
      paths.recipesCreateHtmlOrJson,
      'Create a recipe from a page’s HTML or schema.org JSON',
      { body: ScrapeRecipeData, status: 201 },
    ],
    [
      'post',
      paths.recipesCreateImageV2,
      'Create a recipe from a photo (offline OCR)',
      { query: CreateImageQuery, status: 201 },
    ],
    ['post', paths.ocrFileToTsv, 'Read the text of a picture', { form: OcrFileFields }],
    ['post', paths.ocrAssetToTsv, 'Read the text of a recipe’s picture', { body: OcrAssetReq }],
  ]),
  ...section('Recipe: Comments', 'member', [
    [
      'get',
      paths.comments,
      'List comments',
      { query: PaginationQuery, response: 'RecipeCommentPagination' },
    ],
    [
      'post',
      paths.comments,
      'Comment on a recipe',
      { body: RecipeCommentCreate, response: 'RecipeCommentOut-Output', status: 201 },
    ],
    ['get', paths.comment('{id}'), 'A comment', { response: 'RecipeCommentOut-Output' }],
    [
      'put',
      paths.comment('{id}'),
      'Edit a comment',
      { body: RecipeCommentUpdate, response: 'RecipeCommentOut-Output' },
    ],
    ['delete', paths.comment('{id}'), 'Delete a comment', { response: 'SuccessResponse' }],
    [
      'get',
      paths.recipeComments('{slug}'),
      'A recipe’s comments',
      { response: 'RecipeCommentOut-Output', list: true },
    ],
    [
      'post',
      paths.recipeComments('{slug}'),
      'Comment on the recipe',
      { body: RecipeCommentText, response: 'RecipeCommentOut-Output', status: 201 },
    ],
    [
      'put',
      paths.recipeComment('{slug}', '{id}'),
      'Edit a comment of the recipe',
      { body: RecipeCommentUpdate, response: 'RecipeCommentOut-Output' },
    ],
    [
      'delete',
      paths.recipeComment('{slug}', '{id}'),
      'Delete a comment of the recipe',
      { response: 'SuccessResponse' },
    ],
  ]),
  ...section('Recipe: Timeline', 'member', [
    [
      'get',
      paths.timelineEvents,
      'List timeline events',
      { query: PaginationQuery, response: 'RecipeTimelineEventPagination' },
    ],
    [
      'post',
      paths.timelineEvents,
      'Add a timeline event',
      { body: RecipeTimelineEventIn, response: 'RecipeTimelineEventOut', status: 201 },
    ],
    [
      'get',
      paths.timelineEvent('{id}'),
      'A timeline event',
      { response: 'RecipeTimelineEventOut' },
    ],
    [
      'put',
      paths.timelineEvent('{id}'),
      'Edit a timeline event',
      { body: RecipeTimelineEventUpdate, response: 'RecipeTimelineEventOut' },
    ],
    [
      'delete',
      paths.timelineEvent('{id}'),
      'Delete a timeline event',
      { response: 'RecipeTimelineEventOut' },
    ],
    [
      'put',
      paths.timelineEventImage('{id}'),
      'Upload a timeline event’s picture',
      { form: ImageUploadFields, response: 'UpdateImageResponse' },
    ],
  ]),
  ...section('Recipe: Exports', 'member', [
    ['get', paths.recipeFormats, 'The formats a recipe exports to', { response: 'FormatResponse' }],
    [
      'post',
      paths.recipeExports('{slug}'),
      'A token for a recipe’s zip',
      { response: 'RecipeZipTokenResponse' },
    ],
    [
      'get',
      paths.recipeExports('{slug}'),
      'A recipe rendered with a template',
      { query: RecipeTemplateQuery, produces: 'file' },
    ],
    [
      'get',
      paths.recipeExportZip('{slug}'),
      'A recipe’s zip',
      { access: 'public', query: FileTokenQuery, produces: 'file' },
    ],
    [
      'get',
      paths.utilsDownload,
      'Download a file by token',
      { access: 'public', query: FileTokenQuery, produces: 'file' },
    ],
  ]),
  ...section('Recipe: Bulk Actions', 'member', [
    [
      'post',
      paths.bulkCategorize,
      'Add categories to recipes',
      { body: AssignCategories, response: 'SuccessResponse' },
    ],
    [
      'post',
      paths.bulkTag,
      'Add tags to recipes',
      { body: AssignTags, response: 'SuccessResponse' },
    ],
    [
      'post',
      paths.bulkSettings,
      'Set recipes’ settings',
      { body: AssignSettings, response: 'SuccessResponse' },
    ],
    [
      'post',
      paths.bulkDelete,
      'Delete recipes',
      { body: DeleteRecipes, response: 'SuccessResponse' },
    ],
    [
      'post',
      paths.bulkExport,
      'Export recipes in the background',
      { body: ExportRecipes, status: 202 },
    ],
    ['get', paths.bulkExport, 'List exports', { response: 'GroupDataExport', list: true }],
    [
      'get',
      paths.bulkExportDownload,
      'Download an export',
      { query: ExportDownloadQuery, response: 'FileTokenResponse' },
    ],
    ['delete', paths.bulkExportPurge, 'Delete all exports', { response: 'SuccessResponse' }],
  ]),
  ...section('Recipe: Shared', 'member', [
    [
      'get',
      paths.sharedRecipes,
      'List share links',
      { query: RecipeShareTokenListQuery, response: 'RecipeShareTokenSummary', list: true },
    ],
    [
      'post',
      paths.sharedRecipes,
      'Create a share link',
      { body: RecipeShareTokenCreate, response: 'RecipeShareToken', status: 201 },
    ],
    [
      'get',
      paths.sharedRecipe('{id}'),
      'A share link with its recipe',
      { response: 'RecipeShareToken' },
    ],
    ['delete', paths.sharedRecipe('{id}'), 'Delete a share link'],
    [
      'get',
      paths.recipeByShareToken('{token}'),
      'A recipe by its share link',
      { access: 'public', response: 'Recipe-Output' },
    ],
  ]),
  ...section('Explore', 'public', [
    [
      'get',
      paths.exploreRecipes('{group}'),
      'A public household’s recipes',
      { query: RecipeListQuery, response: 'PaginationBase_RecipeSummary_' },
    ],
    [
      'get',
      paths.exploreRecipe('{group}', '{slug}'),
      'A public recipe',
      { response: 'Recipe-Output' },
    ],
    [
      'get',
      paths.exploreFoods('{group}'),
      'A public household’s foods',
      { query: ReferenceListQuery, response: 'IngredientFoodPagination' },
    ],
    [
      'get',
      paths.exploreFood('{group}', '{id}'),
      'A public household’s food',
      { response: 'IngredientFood' },
    ],
    [
      'get',
      paths.exploreCookbooks('{group}'),
      'A public household’s cookbooks',
      { query: ReferenceListQuery, response: 'CookBookPagination' },
    ],
    [
      'get',
      paths.exploreCookbook('{group}', '{slug}'),
      'A public cookbook with its recipes',
      { response: 'RecipeCookBook' },
    ],
    [
      'get',
      paths.exploreOrganizers('{group}', '{kind}'),
      'A public household’s categories, tags or tools',
      { query: ReferenceListQuery },
    ],
    [
      'get',
      paths.exploreOrganizer('{group}', '{kind}', '{id}'),
      'A public household’s category, tag or tool',
    ],
    [
      'get',
      paths.exploreHouseholds('{group}'),
      'A public group’s households (one)',
      { query: PaginationQuery, response: 'PaginationBase_HouseholdSummary_' },
    ],
    [
      'get',
      paths.exploreHousehold('{group}', '{slug}'),
      'A public group’s household by slug',
      { response: 'HouseholdSummary' },
    ],
  ]),
  ...section('Media', 'public', [
    [
      'get',
      paths.mediaRecipeImage('{recipeId}', '{name}'),
      'A recipe’s picture',
      { produces: 'file' },
    ],
    [
      'get',
      paths.mediaTimelineImage('{recipeId}', '{eventId}', '{name}'),
      'A timeline event’s picture',
      { produces: 'file' },
    ],
    [
      'get',
      paths.mediaRecipeAsset('{recipeId}', '{fileName}'),
      'A recipe’s attached file',
      { produces: 'file' },
    ],
    ['get', paths.mediaUser('{userId}', '{fileName}'), 'A user’s picture', { produces: 'file' }],
  ]),
  ...section('Organizer: Categories', 'member', organizerRows('categories')),
  ...section('Organizer: Tags', 'member', organizerRows('tags')),
  ...section('Organizer: Tools', 'member', organizerRows('tools')),
  ...section('Recipes: Foods', 'member', [
    [
      'get',
      paths.foods,
      'List foods',
      { query: ReferenceListQuery, response: 'IngredientFoodPagination' },
    ],
    [
      'post',
      paths.foods,
      'Create a food',
      { body: FoodIn, response: 'IngredientFood', status: 201 },
    ],
    [
      'put',
      paths.foodsMerge,
      'Merge a food into another',
      { body: MergeFood, response: 'SuccessResponse' },
    ],
    ['get', paths.food('{id}'), 'A food', { response: 'IngredientFood' }],
    ['put', paths.food('{id}'), 'Update a food', { body: FoodIn, response: 'IngredientFood' }],
    ['delete', paths.food('{id}'), 'Delete a food', { response: 'IngredientFood' }],
    [
      'get',
      paths.foodUsage('{id}'),
      'How many ingredients and list items use a food (Larder; a merge preview)',
      { response: 'ReferenceUsage' },
    ],
  ]),
  ...section('Recipes: Units', 'member', [
    [
      'get',
      paths.units,
      'List units',
      { query: ReferenceListQuery, response: 'IngredientUnitPagination' },
    ],
    [
      'post',
      paths.units,
      'Create a unit',
      { body: UnitIn, response: 'IngredientUnit', status: 201 },
    ],
    [
      'put',
      paths.unitsMerge,
      'Merge a unit into another',
      { body: MergeUnit, response: 'SuccessResponse' },
    ],
    ['get', paths.unit('{id}'), 'A unit', { response: 'IngredientUnit' }],
    ['put', paths.unit('{id}'), 'Update a unit', { body: UnitIn, response: 'IngredientUnit' }],
    ['delete', paths.unit('{id}'), 'Delete a unit', { response: 'IngredientUnit' }],
    [
      'get',
      paths.unitUsage('{id}'),
      'How many ingredients and list items use a unit (Larder; a merge preview)',
      { response: 'ReferenceUsage' },
    ],
  ]),
  ...section('Groups: Multi Purpose Labels', 'member', [
    [
      'get',
      paths.labels,
      'List labels',
      { query: ReferenceListQuery, response: 'MultiPurposeLabelPagination' },
    ],
    [
      'post',
      paths.labels,
      'Create a label',
      { body: LabelIn, response: 'MultiPurposeLabelOut', status: 201 },
    ],
    ['get', paths.label('{id}'), 'A label', { response: 'MultiPurposeLabelOut' }],
    [
      'put',
      paths.label('{id}'),
      'Update a label',
      { body: LabelUpdate, response: 'MultiPurposeLabelOut' },
    ],
    ['delete', paths.label('{id}'), 'Delete a label', { response: 'MultiPurposeLabelOut' }],
  ]),
  ...section('Recipe: Ingredient Parser', 'member', [
    [
      'post',
      paths.parserIngredient,
      'Parse an ingredient line',
      { body: IngredientRequest, response: 'ParsedIngredient' },
    ],
    [
      'post',
      paths.parserIngredients,
      'Parse ingredient lines',
      { body: IngredientsRequest, response: 'ParsedIngredient', list: true },
    ],
    [
      'post',
      paths.adminDebugOpenAi,
      'Check the OpenAI set-up: there is none, Larder parses offline',
      { access: 'admin', response: 'DebugResponse' },
    ],
  ]),
  ...section('Groups: Cookbooks', 'member', [
    [
      'get',
      paths.cookbooks,
      'List cookbooks',
      { query: ReferenceListQuery, response: 'CookBookPagination' },
    ],
    [
      'post',
      paths.cookbooks,
      'Create a cookbook',
      { body: CreateCookBook, response: 'ReadCookBook', status: 201 },
    ],
    ['put', paths.cookbooks, 'Update and reorder cookbooks', { body: UpdateCookBooks }],
    ['get', paths.cookbook('{id}'), 'A cookbook with its recipes', { response: 'RecipeCookBook' }],
    [
      'put',
      paths.cookbook('{id}'),
      'Update a cookbook',
      { body: CreateCookBook, response: 'ReadCookBook' },
    ],
    ['delete', paths.cookbook('{id}'), 'Delete a cookbook', { response: 'ReadCookBook' }],
  ]),
  ...section('Groups: Mealplans', 'member', [
    [
      'get',
      paths.mealplans,
      'List meal-plan entries',
      { query: MealPlanListQuery, response: 'PlanEntryPagination' },
    ],
    [
      'post',
      paths.mealplans,
      'Plan a meal',
      { body: CreatePlanEntry, response: 'ReadPlanEntry', status: 201 },
    ],
    ['get', paths.mealplansToday, 'Today’s meals', { response: 'ReadPlanEntry', list: true }],
    [
      'post',
      paths.mealplansRandom,
      'Plan a random recipe',
      { body: CreateRandomEntry, response: 'ReadPlanEntry' },
    ],
    ['get', paths.mealplan('{id}'), 'A meal-plan entry', { response: 'ReadPlanEntry' }],
    [
      'put',
      paths.mealplan('{id}'),
      'Update a meal-plan entry',
      { body: UpdatePlanEntry, response: 'ReadPlanEntry' },
    ],
    ['delete', paths.mealplan('{id}'), 'Delete a meal-plan entry', { response: 'ReadPlanEntry' }],
    [
      'get',
      paths.mealplanRules,
      'List meal-plan rules',
      { query: PaginationQuery, response: 'PlanRulesPagination' },
    ],
    [
      'post',
      paths.mealplanRules,
      'Create a meal-plan rule',
      { body: PlanRulesCreate, response: 'PlanRulesOut', status: 201 },
    ],
    ['get', paths.mealplanRule('{id}'), 'A meal-plan rule', { response: 'PlanRulesOut' }],
    [
      'put',
      paths.mealplanRule('{id}'),
      'Update a meal-plan rule',
      { body: PlanRulesCreate, response: 'PlanRulesOut' },
    ],
    ['delete', paths.mealplanRule('{id}'), 'Delete a meal-plan rule', { response: 'PlanRulesOut' }],
  ]),
  ...section('Groups: Shopping Lists', 'member', [
    [
      'get',
      paths.shoppingLists,
      'List shopping lists',
      { query: ShoppingListQuery, response: 'ShoppingListPagination' },
    ],
    [
      'post',
      paths.shoppingLists,
      'Create a shopping list',
      { body: ShoppingListCreate, response: 'ShoppingListOut', status: 201 },
    ],
    [
      'get',
      paths.shoppingList('{id}'),
      'A shopping list with its items',
      { response: 'ShoppingListOut' },
    ],
    [
      'put',
      paths.shoppingList('{id}'),
      'Rename a shopping list',
      { body: ShoppingListUpdate, response: 'ShoppingListOut' },
    ],
    [
      'delete',
      paths.shoppingList('{id}'),
      'Delete a shopping list',
      { response: 'ShoppingListOut' },
    ],
    [
      'put',
      paths.shoppingListLabelSettings('{id}'),
      'Order a list’s labels',
      { body: LabelSettingsUpdate, response: 'ShoppingListOut' },
    ],
    [
      'post',
      paths.shoppingListRecipe('{id}', '{recipeId}'),
      'Add a recipe’s ingredients',
      { body: AddRecipeParams, response: 'ShoppingListOut' },
    ],
    [
      'post',
      paths.shoppingListRecipeDelete('{id}', '{recipeId}'),
      'Take a recipe’s ingredients off',
      { body: RemoveRecipeParams, response: 'ShoppingListOut' },
    ],
    [
      'get',
      paths.shoppingListEvents('{id}'),
      'Changes to a list as they happen',
      { produces: 'event-stream' },
    ],
  ]),
  ...section('Groups: Shopping List Items', 'member', [
    [
      'get',
      paths.shoppingItems,
      'List shopping items',
      { query: PaginationQuery, response: 'ShoppingListItemPagination' },
    ],
    [
      'post',
      paths.shoppingItems,
      'Add an item',
      { body: ShoppingListItemCreate, response: 'ShoppingListItemsCollectionOut', status: 201 },
    ],
    [
      'post',
      paths.shoppingItemsCreateBulk,
      'Add items',
      { body: ShoppingListItemCreateBulk, response: 'ShoppingListItemsCollectionOut', status: 201 },
    ],
    [
      'put',
      paths.shoppingItems,
      'Update items',
      { body: ShoppingListItemUpdateBulk, response: 'ShoppingListItemsCollectionOut' },
    ],
    [
      'delete',
      paths.shoppingItems,
      'Delete items',
      { query: ShoppingItemIds, response: 'SuccessResponse' },
    ],
    ['get', paths.shoppingItem('{id}'), 'An item', { response: 'ShoppingListItemOut-Output' }],
    [
      'put',
      paths.shoppingItem('{id}'),
      'Update an item',
      { body: ShoppingListItemUpdate, response: 'ShoppingListItemsCollectionOut' },
    ],
    ['delete', paths.shoppingItem('{id}'), 'Delete an item', { response: 'SuccessResponse' }],
  ]),
  ...section('Users: CRUD', 'admin', [
    ['get', paths.users, 'List users', { query: PaginationQuery, response: 'UserPagination' }],
    ['post', paths.users, 'Create a user', { body: UserIn, response: 'UserOut', status: 201 }],
    ['delete', paths.user('{id}'), 'Delete a user', { response: 'UserOut' }],
    [
      'get',
      paths.groupUsers,
      'The members of the caller’s household',
      { access: 'member', query: PaginationQuery, response: 'UserSummaryPagination' },
    ],
  ]),
  ...section('Admin: Maintenance', 'admin', [
    ['get', paths.adminMaintenance, 'Data folder summary', { response: 'MaintenanceSummary' }],
    [
      'get',
      paths.adminMaintenanceStorage,
      'Storage by folder and kind',
      { response: 'MaintenanceStorageDetails' },
    ],
    [
      'get',
      paths.adminMaintenanceLogs,
      'The newest log lines',
      { query: MaintenanceLogsQuery, response: 'MaintenanceLogs' },
    ],
    [
      'post',
      paths.adminMaintenanceClean('temp'),
      'Delete temporary files',
      { response: 'SuccessResponse' },
    ],
    [
      'post',
      paths.adminMaintenanceClean('images'),
      'Rebuild missing image sizes, remove orphaned images',
      { response: 'SuccessResponse' },
    ],
    [
      'post',
      paths.adminMaintenanceClean('recipe-folders'),
      'Delete folders of deleted recipes',
      { response: 'SuccessResponse' },
    ],
    ['post', paths.adminMaintenanceClean('logs'), 'Empty the log', { response: 'SuccessResponse' }],
    [
      'get',
      paths.adminServerTasks,
      'Every household’s server tasks',
      { query: PaginationQuery, response: 'ServerTaskPagination' },
    ],
    ['post', paths.adminServerTasks, 'Start a test task', { response: 'ServerTask', status: 201 }],
    ['get', paths.adminAnalytics, 'Counts of this installation', { response: 'MealieAnalytics' }],
  ]),
];
