import type { RouteObject } from 'react-router-dom';

import { restricted } from './guards/restricted';
import { lazyPage } from './lazy-page';

// Secondary screens load on first visit; the home page's cards are in the main chunk.
const FavoritesPage = lazyPage(() =>
  import('../features/favorites/FavoritesPage').then((module) => module.FavoritesPage),
);
const OrganizersPage = lazyPage(() =>
  import('../features/organizers/OrganizersPage').then((module) => module.OrganizersPage),
);
const PlannerPage = lazyPage(() =>
  import('../features/meal-plan/PlannerPage').then((module) => module.PlannerPage),
);
const TimelinePage = lazyPage(() =>
  import('../features/timeline/TimelinePage').then((module) => module.TimelinePage),
);

/** Favourites, organizer pages, the timeline and the meal planner (spec §2), inside the default layout. */
export const browseRoutes: RouteObject[] = [
  { path: 'user/:id/favorites', element: restricted(<FavoritesPage />) },
  { path: 'recipes/categories', element: restricted(<OrganizersPage kind="categories" />) },
  { path: 'recipes/tags', element: restricted(<OrganizersPage kind="tags" />) },
  { path: 'recipes/tools', element: restricted(<OrganizersPage kind="tools" />) },
  { path: 'group/timeline', element: restricted(<TimelinePage />) },
  { path: 'group/mealplan/planner/view', element: restricted(<PlannerPage />) },
];
