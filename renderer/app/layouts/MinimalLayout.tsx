import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { LoadingState } from '../../components/LoadingState';

import { MinimalFrame } from '../../components/MinimalFrame';

export function MinimalLayout() {
  return (
    <MinimalFrame>
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </MinimalFrame>
  );
}
