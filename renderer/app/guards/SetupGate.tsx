import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { useSetupStatus } from '../../api/setup';
import { LoadingState } from '../../components/LoadingState';

const setupPath = '/setup';

/**
 * While the first administrator does not exist every page leads to the first-run page, and once
 * it exists the first-run page leads to login. If the status cannot be read, pages render as
 * usual and show their own errors.
 */
export function SetupGate() {
  const { data, error } = useSetupStatus();
  const { pathname } = useLocation();
  // Not SWR's `isLoading`, which stays true for a status already read before the first render.
  if (!data && !error) return <LoadingState />;
  const isSetupPage = pathname === setupPath;
  if (data?.required && !isSetupPage) return <Navigate to={setupPath} replace />;
  if (data && !data.required && isSetupPage) return <Navigate to="/login" replace />;
  return <Outlet />;
}
