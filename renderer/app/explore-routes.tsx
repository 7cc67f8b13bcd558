import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

import { LoadingState } from '../components/LoadingState';

// Visitors' pages load on first visit; members rarely open them.
const ExploreRecipesPage = lazy(() =>
  import('../features/explore/ExploreRecipesPage').then((module) => ({
    default: module.ExploreRecipesPage,
  })),
);
const ExploreCookbooksPage = lazy(() =>
  import('../features/explore/ExploreCookbooksPage').then((module) => ({
    default: module.ExploreCookbooksPage,
  })),
);
const ExploreCookbookPage = lazy(() =>
  import('../features/explore/ExploreCookbookPage').then((module) => ({
    default: module.ExploreCookbookPage,
  })),
);
const ExploreNamesPage = lazy(() =>
  import('../features/explore/ExploreNamesPage').then((module) => ({
    default: module.ExploreNamesPage,
  })),
);

function deferred(page: ReactNode): ReactNode {
  return <Suspense fallback={<LoadingState />}>{page}</Suspense>;
}

/** A public group's area for visitors (spec §2, §6), inside the default layout. */
export const exploreRoutes: RouteObject[] = [
  { path: 'explore/recipes/:groupSlug', element: deferred(<ExploreRecipesPage />) },
  { path: 'explore/cookbooks/:groupSlug', element: deferred(<ExploreCookbooksPage />) },
  { path: 'explore/cookbooks/:groupSlug/:slug', element: deferred(<ExploreCookbookPage />) },
  ...(['categories', 'tags', 'tools', 'foods'] as const).map((kind) => ({
    path: `explore/${kind}/:groupSlug`,
    element: deferred(<ExploreNamesPage key={kind} kind={kind} />),
  })),
];
