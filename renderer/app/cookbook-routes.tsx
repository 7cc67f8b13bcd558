import type { RouteObject } from 'react-router-dom';

import { restricted } from './guards/restricted';
import { lazyPage } from './lazy-page';

const CookbooksPage = lazyPage(() =>
  import('../features/cookbooks/CookbooksPage').then((module) => module.CookbooksPage),
);
const CookbookPage = lazyPage(() =>
  import('../features/cookbooks/CookbookPage').then((module) => module.CookbookPage),
);

/** Cookbook management and a cookbook's recipes (spec §2), inside the default layout. */
export const cookbookRoutes: RouteObject[] = [
  { path: 'group/cookbooks', element: restricted(<CookbooksPage />) },
  { path: 'cookbooks/:slug', element: restricted(<CookbookPage />) },
];
