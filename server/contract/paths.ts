/** Every API path the server serves and the renderer calls; one source for both. */
export const apiPrefix = '/api';

export const paths = {
  authToken: '/api/auth/token',
  authRefresh: '/api/auth/refresh',
  authLogout: '/api/auth/logout',

  setup: '/api/setup',

  appAbout: '/api/app/about',
  appTheme: '/api/app/about/theme',

  usersSelf: '/api/users/self',
  usersSelfGroup: '/api/users/self/group',
  usersPassword: '/api/users/password',
  user: (id: string) => `/api/users/${id}`,
  apiTokens: '/api/users/api-tokens',
  apiToken: (id: string | number) => `/api/users/api-tokens/${String(id)}`,

  groupsSelf: '/api/groups/self',
  groupsMembers: '/api/groups/members',

  validateGroupName: '/api/validators/group',
  validateUserName: '/api/validators/user/name',
  validateUserEmail: '/api/validators/user/email',
  validateRecipeName: '/api/validators/group/recipe',

  adminAbout: '/api/admin/about',
  adminStatistics: '/api/admin/about/statistics',
  adminCheck: '/api/admin/about/check',
  adminUsers: '/api/admin/users',
  adminUser: (id: string) => `/api/admin/users/${id}`,
  adminUnlockUsers: '/api/admin/users/unlock',
  adminGroups: '/api/admin/groups',
  adminGroup: (id: string) => `/api/admin/groups/${id}`,

  recipes: '/api/recipes',
  recipesCreateFromJson: '/api/recipes/create',
  recipe: (slug: string) => `/api/recipes/${slug}`,
  recipeDuplicate: (slug: string) => `/api/recipes/${slug}/duplicate`,
  recipeLastMade: (slug: string) => `/api/recipes/${slug}/last-made`,
  recipeImage: (slug: string) => `/api/recipes/${slug}/image`,
  recipeAssets: (slug: string) => `/api/recipes/${slug}/assets`,
  recipeComments: (slug: string) => `/api/recipes/${slug}/comments`,
  recipeComment: (slug: string, id: string) => `/api/recipes/${slug}/comments/${id}`,
  comments: '/api/comments',
  comment: (id: string) => `/api/comments/${id}`,
  timelineEvents: '/api/recipes/timeline/events',
  timelineEvent: (id: string) => `/api/recipes/timeline/events/${id}`,
  timelineEventImage: (id: string) => `/api/recipes/timeline/events/${id}/image`,
  usersSelfRatings: '/api/users/self/ratings',
  usersSelfRating: (recipeId: string) => `/api/users/self/ratings/${recipeId}`,
  usersSelfFavorites: '/api/users/self/favorites',
  userRatings: (id: string) => `/api/users/${id}/ratings`,
  userRating: (id: string, slug: string) => `/api/users/${id}/ratings/${slug}`,
  userFavorites: (id: string) => `/api/users/${id}/favorites`,
  userFavorite: (id: string, slug: string) => `/api/users/${id}/favorites/${slug}`,
  mediaRecipeImage: (recipeId: string, name: string) =>
    `/api/media/recipes/${recipeId}/images/${name}`,
  mediaTimelineImage: (recipeId: string, eventId: string, name: string) =>
    `/api/media/recipes/${recipeId}/images/timeline/${eventId}/${name}`,
  mediaRecipeAsset: (recipeId: string, fileName: string) =>
    `/api/media/recipes/${recipeId}/assets/${fileName}`,
  mediaUser: (userId: string, fileName: string) => `/api/media/users/${userId}/${fileName}`,
  recipesByCategory: '/api/recipes/category',

  sharedRecipes: '/api/shared/recipes',
  sharedRecipe: (id: string) => `/api/shared/recipes/${id}`,
  recipeByShareToken: (token: string) => `/api/recipes/shared/${token}`,
  recipeFormats: '/api/recipes/exports',
  recipeExports: (slug: string) => `/api/recipes/${slug}/exports`,
  recipeExportZip: (slug: string) => `/api/recipes/${slug}/exports/zip`,
  utilsDownload: '/api/utils/download',
  bulkCategorize: '/api/recipes/bulk-actions/categorize',
  bulkTag: '/api/recipes/bulk-actions/tag',
  bulkSettings: '/api/recipes/bulk-actions/settings',
  bulkDelete: '/api/recipes/bulk-actions/delete',
  bulkExport: '/api/recipes/bulk-actions/export',
  bulkExportDownload: '/api/recipes/bulk-actions/export/download',
  bulkExportPurge: '/api/recipes/bulk-actions/export/purge',
  exploreRecipes: (group: string) => `/api/explore/recipes/${group}`,
  exploreRecipe: (group: string, slug: string) => `/api/explore/recipes/${group}/${slug}`,
  exploreFoods: (group: string) => `/api/explore/foods/${group}`,
  exploreFood: (group: string, id: string) => `/api/explore/foods/${group}/${id}`,
  exploreCookbooks: (group: string) => `/api/explore/cookbooks/${group}`,
  exploreCookbook: (group: string, id: string) => `/api/explore/cookbooks/${group}/${id}`,
  exploreOrganizers: (group: string, kind: string) => `/api/explore/organizers/${group}/${kind}`,
  exploreOrganizer: (group: string, kind: string, id: string) =>
    `/api/explore/organizers/${group}/${kind}/${id}`,

  organizers: (kind: string) => `/api/organizers/${kind}`,
  organizer: (kind: string, id: string) => `/api/organizers/${kind}/${id}`,
  organizerBySlug: (kind: string, slug: string) => `/api/organizers/${kind}/slug/${slug}`,
  organizersEmpty: (kind: string) => `/api/organizers/${kind}/empty`,
  foods: '/api/foods',
  food: (id: string) => `/api/foods/${id}`,
  foodsMerge: '/api/foods/merge',
  units: '/api/units',
  unit: (id: string) => `/api/units/${id}`,
  unitsMerge: '/api/units/merge',
  labels: '/api/groups/labels',
  label: (id: string) => `/api/groups/labels/${id}`,
  recipesUntagged: '/api/recipes/summary/untagged',
  recipesUncategorized: '/api/recipes/summary/uncategorized',
} as const;

/** Name of the cookie that carries the access token (Mealie's name, so its clients keep working). */
export const authCookieName = 'mealie.access_token';
