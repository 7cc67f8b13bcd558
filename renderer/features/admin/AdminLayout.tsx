import { useState } from 'react';
import { Outlet } from 'react-router-dom';

import { matchesNow, mediumScreenQuery } from '../../components/breakpoints';
import { mainContentId, SkipLink } from '../../components/SkipLink';

import { AdminHeader } from './AdminHeader';
import { AdminSidebar } from './AdminSidebar';

/** Spec §2 admin layout: header, a sidebar collapsed to icons on medium screens and below. */
export function AdminLayout() {
  const [isCollapsed, setIsCollapsed] = useState(() => matchesNow(mediumScreenQuery));
  return (
    <div className="larder-shell">
      <SkipLink />
      <AdminHeader isCollapsed={isCollapsed} onToggle={() => setIsCollapsed(!isCollapsed)} />
      <div className="larder-body">
        <AdminSidebar isCollapsed={isCollapsed} />
        <main className="larder-main" id={mainContentId} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
