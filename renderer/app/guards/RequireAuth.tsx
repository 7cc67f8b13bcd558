import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { useCurrentUser } from '../../api/users';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { ErrorPage } from '../../features/errors/ErrorPage';

import { loginPathFor } from './login-redirect';

interface RequireAuthProps {
  children: ReactNode;
  /** Also require `user.admin`; others get the 403 error page. */
  isAdminOnly?: boolean;
}

/** Visitors go to login (and come back after); non-admins on admin pages get a 403 page. */
export function RequireAuth({ children, isAdminOnly = false }: RequireAuthProps) {
  const { user, isLoading, error } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <LoadingState />;
  if (error) return <ErrorState error={error} onRetry={() => window.location.reload()} />;
  if (!user) {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  if (isAdminOnly && !user.admin) return <ErrorPage status={403} />;
  return children;
}
