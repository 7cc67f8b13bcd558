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
  recipesByCategory: '/api/recipes/category',
} as const;

/** Name of the cookie that carries the access token (Mealie's name, so its clients keep working). */
export const authCookieName = 'mealie.access_token';
