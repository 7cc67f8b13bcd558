import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { LoadingState } from '../components/LoadingState';

import { RequireAuth } from './guards/RequireAuth';

const CookbooksPage = lazy(() =>
  import('../features/cookbooks/CookbooksPage').then((module) => ({
    default: module.CookbooksPage,
  })),
);
const CookbookPage = lazy(() =>
  import('../features/cookbooks/CookbookPage').then((module) => ({
    default: module.CookbookPage,
  })),
);

/** Cookbook management and a cookbook's recipes (spec §2), inside the default layout. */
export const cookbookRoutes: RouteObject[] = [
  {
    path: 'group/cookbooks',
    element: (
      <RequireAuth>
        <Suspense fallback={<LoadingState />}>
          <CookbooksPage />
        </Suspense>
      </RequireAuth>
    ),
  },
  {
    path: 'cookbooks/:slug',
    element: (
      <RequireAuth>
        <Suspense fallback={<LoadingState />}>
          <CookbookPage />
        </Suspense>
      </RequireAuth>
    ),
  },
];
