import { Outlet } from 'react-router-dom';

import { MinimalFrame } from '../../components/MinimalFrame';

export function MinimalLayout() {
  return (
    <MinimalFrame>
      <Outlet />
    </MinimalFrame>
  );
}
