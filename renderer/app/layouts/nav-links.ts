import type { IconName } from '@blueprintjs/core';
import type { ParseKeys } from 'i18next';

interface NavLinkDef {
  label: ParseKeys;
  to: string;
  icon: IconName;
  /** Restricted links show only to logged-in users (spec §2). */
  isRestricted: boolean;
}

export const mainLinks: readonly NavLinkDef[] = [
  { label: 'nav.search', to: '/', icon: 'search', isRestricted: false },
  {
    label: 'nav.mealPlanner',
    to: '/group/mealplan/planner/view',
    icon: 'calendar',
    isRestricted: true,
  },
  { label: 'nav.shoppingLists', to: '/shopping-lists', icon: 'shopping-cart', isRestricted: true },
  { label: 'nav.timeline', to: '/group/timeline', icon: 'timeline-events', isRestricted: true },
  { label: 'nav.categories', to: '/recipes/categories', icon: 'folder-close', isRestricted: false },
  { label: 'nav.tags', to: '/recipes/tags', icon: 'tag', isRestricted: false },
  { label: 'nav.tools', to: '/recipes/tools', icon: 'wrench', isRestricted: false },
];

export const createLinks: readonly NavLinkDef[] = [
  { label: 'nav.importByUrl', to: '/recipe/create/url', icon: 'link', isRestricted: true },
  { label: 'bulkImport.nav', to: '/recipe/create/bulk', icon: 'layers', isRestricted: true },
  { label: 'fileImport.navPhoto', to: '/recipe/create/ocr', icon: 'camera', isRestricted: true },
  { label: 'fileImport.navZip', to: '/recipe/create/zip', icon: 'compressed', isRestricted: true },
  { label: 'migrations.nav', to: '/group/migrations', icon: 'import', isRestricted: true },
  { label: 'nav.createManually', to: '/recipe/create/new', icon: 'edit', isRestricted: true },
];

export const settingsPath = '/admin/site-settings';

export function visibleLinks(links: readonly NavLinkDef[], isLoggedIn: boolean): NavLinkDef[] {
  return links.filter((link) => isLoggedIn || !link.isRestricted);
}
