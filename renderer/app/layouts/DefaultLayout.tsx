import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { useCurrentUser } from '../../api/users';
import { matchesNow, narrowScreenQuery } from '../../components/breakpoints';
import { LoadingState } from '../../components/LoadingState';
import { mainContentId, SkipLink } from '../../components/SkipLink';
import { useMediaQuery } from '../../components/useMediaQuery';
import { SearchDialog } from '../../features/search/SearchDialog';
import { useSlashShortcut } from '../../features/search/useSlashShortcut';

import { DemoBanner } from './DemoBanner';
import { Sidebar } from './sidebar/Sidebar';
import { TopBar } from './TopBar';

/** Spec §2 default layout: top bar, 240 px sidebar (closed at first on narrow screens), search. */
export function DefaultLayout() {
  const { user } = useCurrentUser();
  const location = useLocation();
  const isNarrow = useMediaQuery(narrowScreenQuery);
  const [isSidebarOpen, setIsSidebarOpen] = useState(() => !matchesNow(narrowScreenQuery));
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const [locationKey, setLocationKey] = useState(location.key);

  // Any navigation closes the search dialog, and on narrow screens the floating sidebar too
  // (state adjusted while rendering, as React's docs suggest, rather than in an effect).
  if (location.key !== locationKey) {
    setLocationKey(location.key);
    setIsSearchOpen(false);
    if (isNarrow) setIsSidebarOpen(false);
  }

  const openSearch = useCallback(() => setIsSearchOpen(true), []);
  useSlashShortcut(openSearch);

  return (
    <div className="larder-shell">
      <SkipLink />
      <DemoBanner />
      <TopBar
        isNarrow={isNarrow}
        isSidebarOpen={isSidebarOpen}
        onToggleSidebar={() => setIsSidebarOpen((isOpen) => !isOpen)}
        onOpenSearch={openSearch}
      />
      <div className="larder-body">
        {isSidebarOpen ? <Sidebar user={user} isOverlay={isNarrow} /> : null}
        {isSidebarOpen && isNarrow ? (
          <div
            className="larder-sidebar-backdrop"
            aria-hidden="true"
            onClick={() => setIsSidebarOpen(false)}
          />
        ) : null}
        <main className="larder-main" id={mainContentId} tabIndex={-1}>
          {/* Screens that are not the home page load on first visit. */}
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <SearchDialog isOpen={isSearchOpen} onClose={() => setIsSearchOpen(false)} />
    </div>
  );
}
