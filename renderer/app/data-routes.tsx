import { Navigate, type RouteObject } from 'react-router-dom';

import { restricted } from './guards/restricted';
import { lazyPage } from './lazy-page';

const FoodsPage = lazyPage(() =>
  import('../features/data/FoodsPage').then((module) => module.FoodsPage),
);
const UnitsPage = lazyPage(() =>
  import('../features/data/UnitsPage').then((module) => module.UnitsPage),
);
const LabelsPage = lazyPage(() =>
  import('../features/data/LabelsPage').then((module) => module.LabelsPage),
);
const ExportsPage = lazyPage(() =>
  import('../features/data/ExportsPage').then((module) => module.ExportsPage),
);

/** The group's data pages (Mealie's `/group/data/*`), inside the default layout. */
export const dataRoutes: RouteObject[] = [
  { path: 'group/data', element: <Navigate to="foods" replace /> },
  { path: 'group/data/foods', element: restricted(<FoodsPage />) },
  { path: 'group/data/units', element: restricted(<UnitsPage />) },
  { path: 'group/data/labels', element: restricted(<LabelsPage />) },
  { path: 'group/data/exports', element: restricted(<ExportsPage />) },
];
