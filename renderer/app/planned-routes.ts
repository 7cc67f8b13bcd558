/**
 * Spec §2 routes the menus link to whose features arrive in later issues. Each shows the
 * "coming soon" page; restricted ones ask visitors to log in first.
 */
export const plannedRoutes: readonly { path: string; isRestricted: boolean }[] = [
  { path: 'recipe/create/url', isRestricted: true },
];
