import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { ErrorPage } from './ErrorPage';

/** The router's error element: a thrown response keeps its status, anything else is a 500. */
export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
