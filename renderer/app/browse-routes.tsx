import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

import { LoadingState } from '../components/LoadingState';

import { RequireAuth } from './guards/RequireAuth';

// Secondary screens load on first visit; the home page's cards are in the main chunk.
const FavoritesPage = lazy(() =>
  import('../features/favorites/FavoritesPage').then((module) => ({
    default: module.FavoritesPage,
  })),
);
const OrganizersPage = lazy(() =>
  import('../features/organizers/OrganizersPage').then((module) => ({
    default: module.OrganizersPage,
  })),
);
const PlannerPage = lazy(() =>
  import('../features/meal-plan/PlannerPage').then((module) => ({
    default: module.PlannerPage,
  })),
);
const TimelinePage = lazy(() =>
  import('../features/timeline/TimelinePage').then((module) => ({
    default: module.TimelinePage,
  })),
);

function restricted(page: ReactNode): ReactNode {
  return (
    <RequireAuth>
      <Suspense fallback={<LoadingState />}>{page}</Suspense>
    </RequireAuth>
  );
}

/** Favourites, organizer pages, the timeline and the meal planner (spec §2), inside the default layout. */
export const browseRoutes: RouteObject[] = [
  { path: 'user/:id/favorites', element: restricted(<FavoritesPage />) },
  { path: 'recipes/categories', element: restricted(<OrganizersPage kind="categories" />) },
  { path: 'recipes/tags', element: restricted(<OrganizersPage kind="tags" />) },
  { path: 'recipes/tools', element: restricted(<OrganizersPage kind="tools" />) },
  { path: 'group/timeline', element: restricted(<TimelinePage />) },
  { path: 'group/mealplan/planner/view', element: restricted(<PlannerPage />) },
];
