import type { ReactNode } from 'react';

import { RequireAuth } from './RequireAuth';

/** A route element only signed-in users reach. */
export function restricted(page: ReactNode): ReactNode {
  return <RequireAuth>{page}</RequireAuth>;
}
