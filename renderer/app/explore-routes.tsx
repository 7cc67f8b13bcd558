import type { RouteObject } from 'react-router-dom';

import { lazyPage } from './lazy-page';

// Visitors' pages load on first visit; members rarely open them.
const ExploreRecipesPage = lazyPage(() =>
  import('../features/explore/ExploreRecipesPage').then((module) => module.ExploreRecipesPage),
);
const ExploreCookbooksPage = lazyPage(() =>
  import('../features/explore/ExploreCookbooksPage').then((module) => module.ExploreCookbooksPage),
);
const ExploreCookbookPage = lazyPage(() =>
  import('../features/explore/ExploreCookbookPage').then((module) => module.ExploreCookbookPage),
);
const ExploreNamesPage = lazyPage(() =>
  import('../features/explore/ExploreNamesPage').then((module) => module.ExploreNamesPage),
);

/** A public group's area for visitors (spec §2, §6), inside the default layout. */
export const exploreRoutes: RouteObject[] = [
  { path: 'explore/recipes/:groupSlug', element: <ExploreRecipesPage /> },
  { path: 'explore/cookbooks/:groupSlug', element: <ExploreCookbooksPage /> },
  { path: 'explore/cookbooks/:groupSlug/:slug', element: <ExploreCookbookPage /> },
  ...(['categories', 'tags', 'tools', 'foods'] as const).map((kind) => ({
    path: `explore/${kind}/:groupSlug`,
    element: <ExploreNamesPage key={kind} kind={kind} />,
  })),
];
