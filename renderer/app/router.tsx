import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';

import { LoginPage } from '../features/auth/LoginPage';
import { BrowsePage } from '../features/browse/BrowsePage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { SetupPage } from '../features/setup/SetupPage';

import { browseRoutes } from './browse-routes';
import { cookbookRoutes } from './cookbook-routes';
import { dataRoutes } from './data-routes';
import { exploreRoutes } from './explore-routes';
import { RequireAuth } from './guards/RequireAuth';
import { restricted } from './guards/restricted';
import { SetupGate } from './guards/SetupGate';
import { DefaultLayout } from './layouts/DefaultLayout';
import { MinimalLayout } from './layouts/MinimalLayout';
import { lazyPage } from './lazy-page';

// Screens most visits never open load on first use; so do the recipe screens, so that the home
// page's first cards do not wait for their code.
const RecipePage = lazyPage(() =>
  import('../features/recipe/RecipePage').then((module) => module.RecipePage),
);
const CreateRecipePage = lazyPage(() =>
  import('../features/recipe/create/CreateRecipePage').then((module) => module.CreateRecipePage),
);
const SharedRecipePage = lazyPage(() =>
  import('../features/shared/SharedRecipePage').then((module) => module.SharedRecipePage),
);
const ExploreRecipePage = lazyPage(() =>
  import('../features/shared/ExploreRecipePage').then((module) => module.ExploreRecipePage),
);
const ForgotPasswordPage = lazyPage(() =>
  import('../features/account/ForgotPasswordPage').then((module) => module.ForgotPasswordPage),
);
const RegisterPage = lazyPage(() =>
  import('../features/account/RegisterPage').then((module) => module.RegisterPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/account/ResetPasswordPage').then((module) => module.ResetPasswordPage),
);
const GroupMembersPage = lazyPage(() =>
  import('../features/group/GroupMembersPage').then((module) => module.GroupMembersPage),
);
const WebhooksPage = lazyPage(() =>
  import('../features/group/WebhooksPage').then((module) => module.WebhooksPage),
);
const NotifiersPage = lazyPage(() =>
  import('../features/group/NotifiersPage').then((module) => module.NotifiersPage),
);
const RecipeActionsPage = lazyPage(() =>
  import('../features/group/RecipeActionsPage').then((module) => module.RecipeActionsPage),
);
const GroupSettingsPage = lazyPage(() =>
  import('../features/group/GroupSettingsPage').then((module) => module.GroupSettingsPage),
);
const MigrationsPage = lazyPage(() =>
  import('../features/reports/MigrationsPage').then((module) => module.MigrationsPage),
);
const ReportsPage = lazyPage(() =>
  import('../features/reports/ReportsPage').then((module) => module.ReportsPage),
);
const ProfilePage = lazyPage(() =>
  import('../features/profile/ProfilePage').then((module) => module.ProfilePage),
);
const BulkImportPage = lazyPage(() =>
  import('../features/recipe/create/BulkImportPage').then((module) => module.BulkImportPage),
);
const OcrImportPage = lazyPage(() =>
  import('../features/recipe/create/OcrImportPage').then((module) => module.OcrImportPage),
);
const UrlImportPage = lazyPage(() =>
  import('../features/recipe/create/UrlImportPage').then((module) => module.UrlImportPage),
);
const ZipImportPage = lazyPage(() =>
  import('../features/recipe/create/ZipImportPage').then((module) => module.ZipImportPage),
);
const ShoppingListPage = lazyPage(() =>
  import('../features/shopping/ShoppingListPage').then((module) => module.ShoppingListPage),
);
const ShoppingListsPage = lazyPage(() =>
  import('../features/shopping/ShoppingListsPage').then((module) => module.ShoppingListsPage),
);

// Admin screens are a separate chunk: most sessions never open them.
const AdminLayout = lazyPage(() =>
  import('../features/admin/AdminLayout').then((module) => module.AdminLayout),
);
const SiteSettingsPage = lazyPage(() =>
  import('../features/admin/SiteSettingsPage').then((module) => module.SiteSettingsPage),
);

const UsersPage = lazyPage(() =>
  import('../features/admin/users/UsersPage').then((module) => module.UsersPage),
);
const GroupsPage = lazyPage(() =>
  import('../features/admin/groups/GroupsPage').then((module) => module.GroupsPage),
);
const BackupsPage = lazyPage(() =>
  import('../features/admin/backups/BackupsPage').then((module) => module.BackupsPage),
);

const SharingPage = lazyPage(() =>
  import('../features/admin/sharing/SharingPage').then((module) => module.SharingPage),
);

const MaintenancePage = lazyPage(() =>
  import('../features/admin/maintenance/MaintenancePage').then((module) => module.MaintenancePage),
);
const BackgroundTasksPage = lazyPage(() =>
  import('../features/admin/tasks/BackgroundTasksPage').then(
    (module) => module.BackgroundTasksPage,
  ),
);
const ParserPage = lazyPage(() =>
  import('../features/admin/parser/ParserPage').then((module) => module.ParserPage),
);

const adminRoute: RouteObject = {
  path: 'admin',
  element: (
    <RequireAuth isAdminOnly>
      <AdminLayout />
    </RequireAuth>
  ),
  children: [
    { index: true, element: <Navigate to="site-settings" replace /> },
    { path: 'site-settings', element: <SiteSettingsPage /> },
    { path: 'manage/users', element: <UsersPage /> },
    { path: 'manage/groups', element: <GroupsPage /> },
    { path: 'backups', element: <BackupsPage /> },
    { path: 'sharing', element: <SharingPage /> },
    { path: 'maintenance', element: <MaintenancePage /> },
    { path: 'background-tasks', element: <BackgroundTasksPage /> },
    { path: 'parser', element: <ParserPage /> },
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
          ...dataRoutes,
          { path: 'user/profile', element: restricted(<ProfilePage />) },
          { path: 'group/migrations', element: restricted(<MigrationsPage />) },
          { path: 'group/reports', element: restricted(<ReportsPage />) },
          { path: 'group', element: restricted(<GroupSettingsPage />) },
          { path: 'group/members', element: restricted(<GroupMembersPage />) },
          { path: 'group/webhooks', element: restricted(<WebhooksPage />) },
          { path: 'group/notifiers', element: restricted(<NotifiersPage />) },
          { path: 'group/recipe-actions', element: restricted(<RecipeActionsPage />) },
          { path: 'recipe/create/new', element: restricted(<CreateRecipePage />) },
          { path: 'recipe/create/url', element: restricted(<UrlImportPage />) },
          { path: 'recipe/create/bulk', element: restricted(<BulkImportPage />) },
          { path: 'recipe/create/zip', element: restricted(<ZipImportPage />) },
          { path: 'recipe/create/ocr', element: restricted(<OcrImportPage />) },
          { path: 'recipe/:slug', element: restricted(<RecipePage />) },
          { path: 'shopping-lists', element: restricted(<ShoppingListsPage />) },
          { path: 'shopping-lists/:id', element: restricted(<ShoppingListPage />) },
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
