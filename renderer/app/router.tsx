import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';

import { LoadingState } from '../components/LoadingState';
import { LoginPage } from '../features/auth/LoginPage';
import { BrowsePage } from '../features/browse/BrowsePage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { SetupPage } from '../features/setup/SetupPage';

import { browseRoutes } from './browse-routes';
import { cookbookRoutes } from './cookbook-routes';
import { exploreRoutes } from './explore-routes';
import { RequireAuth } from './guards/RequireAuth';
import { SetupGate } from './guards/SetupGate';
import { DefaultLayout } from './layouts/DefaultLayout';
import { MinimalLayout } from './layouts/MinimalLayout';

// Screens most visits never open load on first use; the layouts hold the Suspense fallback.
// The recipe screens too: the home page's first cards should not wait for their code.
const RecipePage = lazy(() =>
  import('../features/recipe/RecipePage').then((module) => ({ default: module.RecipePage })),
);
const CreateRecipePage = lazy(() =>
  import('../features/recipe/create/CreateRecipePage').then((module) => ({
    default: module.CreateRecipePage,
  })),
);
const SharedRecipePage = lazy(() =>
  import('../features/shared/SharedRecipePage').then((module) => ({
    default: module.SharedRecipePage,
  })),
);
const ExploreRecipePage = lazy(() =>
  import('../features/shared/ExploreRecipePage').then((module) => ({
    default: module.ExploreRecipePage,
  })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/account/ForgotPasswordPage').then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);
const RegisterPage = lazy(() =>
  import('../features/account/RegisterPage').then((module) => ({ default: module.RegisterPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/account/ResetPasswordPage').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const GroupMembersPage = lazy(() =>
  import('../features/group/GroupMembersPage').then((module) => ({
    default: module.GroupMembersPage,
  })),
);
const GroupSettingsPage = lazy(() =>
  import('../features/group/GroupSettingsPage').then((module) => ({
    default: module.GroupSettingsPage,
  })),
);
const MigrationsPage = lazy(() =>
  import('../features/reports/MigrationsPage').then((module) => ({
    default: module.MigrationsPage,
  })),
);
const ReportsPage = lazy(() =>
  import('../features/reports/ReportsPage').then((module) => ({ default: module.ReportsPage })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/ProfilePage').then((module) => ({ default: module.ProfilePage })),
);
const BulkImportPage = lazy(() =>
  import('../features/recipe/create/BulkImportPage').then((module) => ({
    default: module.BulkImportPage,
  })),
);
const OcrImportPage = lazy(() =>
  import('../features/recipe/create/OcrImportPage').then((module) => ({
    default: module.OcrImportPage,
  })),
);
const UrlImportPage = lazy(() =>
  import('../features/recipe/create/UrlImportPage').then((module) => ({
    default: module.UrlImportPage,
  })),
);
const ZipImportPage = lazy(() =>
  import('../features/recipe/create/ZipImportPage').then((module) => ({
    default: module.ZipImportPage,
  })),
);
const ShoppingListPage = lazy(() =>
  import('../features/shopping/ShoppingListPage').then((module) => ({
    default: module.ShoppingListPage,
  })),
);
const ShoppingListsPage = lazy(() =>
  import('../features/shopping/ShoppingListsPage').then((module) => ({
    default: module.ShoppingListsPage,
  })),
);

// Admin screens are a separate chunk: most sessions never open them.
const AdminLayout = lazy(() =>
  import('../features/admin/AdminLayout').then((module) => ({ default: module.AdminLayout })),
);
const SiteSettingsPage = lazy(() =>
  import('../features/admin/SiteSettingsPage').then((module) => ({
    default: module.SiteSettingsPage,
  })),
);

const UsersPage = lazy(() =>
  import('../features/admin/users/UsersPage').then((module) => ({ default: module.UsersPage })),
);
const GroupsPage = lazy(() =>
  import('../features/admin/groups/GroupsPage').then((module) => ({ default: module.GroupsPage })),
);
const BackupsPage = lazy(() =>
  import('../features/admin/backups/BackupsPage').then((module) => ({
    default: module.BackupsPage,
  })),
);

const SharingPage = lazy(() =>
  import('../features/admin/sharing/SharingPage').then((module) => ({
    default: module.SharingPage,
  })),
);

const adminRoute: RouteObject = {
  path: 'admin',
  element: (
    <RequireAuth isAdminOnly>
      <Suspense fallback={<LoadingState />}>
        <AdminLayout />
      </Suspense>
    </RequireAuth>
  ),
  children: [
    { index: true, element: <Navigate to="site-settings" replace /> },
    {
      path: 'site-settings',
      element: (
        <Suspense fallback={<LoadingState />}>
          <SiteSettingsPage />
        </Suspense>
      ),
    },
    {
      path: 'manage/users',
      element: (
        <Suspense fallback={<LoadingState />}>
          <UsersPage />
        </Suspense>
      ),
    },
    {
      path: 'manage/groups',
      element: (
        <Suspense fallback={<LoadingState />}>
          <GroupsPage />
        </Suspense>
      ),
    },
    {
      path: 'backups',
      element: (
        <Suspense fallback={<LoadingState />}>
          <BackupsPage />
        </Suspense>
      ),
    },
    {
      path: 'sharing',
      element: (
        <Suspense fallback={<LoadingState />}>
          <SharingPage />
        </Suspense>
      ),
    },
    { path: '*', element: <NotFoundPage /> },
  ],
};

const routes: RouteObject[] = [
  {
    element: <SetupGate />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <MinimalLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'setup', element: <SetupPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <DefaultLayout />,
        children: [
          { index: true, element: <BrowsePage /> },
          ...browseRoutes,
          ...cookbookRoutes,
          ...exploreRoutes,
          {
            path: 'user/profile',
            element: (
              <RequireAuth>
                <ProfilePage />
              </RequireAuth>
            ),
          },
          {
            path: 'group/migrations',
            element: (
              <RequireAuth>
                <MigrationsPage />
              </RequireAuth>
            ),
          },
          {
            path: 'group/reports',
            element: (
              <RequireAuth>
                <ReportsPage />
              </RequireAuth>
            ),
          },
          {
            path: 'group',
            element: (
              <RequireAuth>
                <GroupSettingsPage />
              </RequireAuth>
            ),
          },
          {
            path: 'group/members',
            element: (
              <RequireAuth>
                <GroupMembersPage />
              </RequireAuth>
            ),
          },
          {
            path: 'recipe/create/new',
            element: (
              <RequireAuth>
                <CreateRecipePage />
              </RequireAuth>
            ),
          },
          {
            path: 'recipe/create/url',
            element: (
              <RequireAuth>
                <UrlImportPage />
              </RequireAuth>
            ),
          },
          {
            path: 'recipe/create/bulk',
            element: (
              <RequireAuth>
                <BulkImportPage />
              </RequireAuth>
            ),
          },
          {
            path: 'recipe/create/zip',
            element: (
              <RequireAuth>
                <ZipImportPage />
              </RequireAuth>
            ),
          },
          {
            path: 'recipe/create/ocr',
            element: (
              <RequireAuth>
                <OcrImportPage />
              </RequireAuth>
            ),
          },
          {
            path: 'recipe/:slug',
            element: (
              <RequireAuth>
                <RecipePage />
              </RequireAuth>
            ),
          },
          {
            path: 'shopping-lists',
            element: (
              <RequireAuth>
                <ShoppingListsPage />
              </RequireAuth>
            ),
          },
          {
            path: 'shopping-lists/:id',
            element: (
              <RequireAuth>
                <ShoppingListPage />
              </RequireAuth>
            ),
          },
          { path: 'shared/recipes/:token', element: <SharedRecipePage /> },
          { path: 'explore/recipes/:groupSlug/:slug', element: <ExploreRecipePage /> },
        ],
      },
      adminRoute,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
