import { Icon, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { UserOut } from '../../../../server/contract/users';
import { RouterMenuItem } from '../../../components/RouterMenuItem';
import { LanguageDialog } from '../../../features/language/LanguageDialog';
import { supportUrl } from '../../external-links';
import { useTheme } from '../../theme/useTheme';
import { mainLinks, settingsPath, visibleLinks } from '../nav-links';

import { CookbookList } from './CookbookList';
import { CreateMenu } from './CreateMenu';
import { ExploreLinks, useExploreGroupSlug } from './ExploreLinks';
import { ProfileEntry } from './ProfileEntry';

interface SidebarProps {
  user: UserOut | null;
  /** On narrow screens the sidebar floats over the page instead of pushing it. */
  isOverlay: boolean;
}

export function Sidebar({ user, isOverlay }: SidebarProps) {
  const { t } = useTranslation();
  const { isDark, toggleDark } = useTheme();
  const [isLanguageOpen, setIsLanguageOpen] = useState(false);
  const isLoggedIn = user !== null;
  const exploreGroup = useExploreGroupSlug();
  const defaultLinks = (
    <>
      {visibleLinks(mainLinks, isLoggedIn).map((link) => (
        <RouterMenuItem key={link.to} to={link.to} icon={link.icon} text={t(link.label)} />
      ))}
      {/* A visitor sees a group's public cookbooks in its public area (ExploreLinks) only. */}
      {isLoggedIn ? <CookbookList /> : null}
    </>
  );
  return (
    <nav
      id="larder-sidebar"
      className={`larder-sidebar${isOverlay ? ' is-overlay' : ''}`}
      aria-label={t('nav.mainMenu')}
    >
      <Menu className="larder-sidebar-menu">
        {user ? <ProfileEntry user={user} /> : null}
        {user ? (
          <li className="larder-sidebar-create">
            <CreateMenu />
          </li>
        ) : null}
        {user ? <MenuDivider /> : null}
        {!isLoggedIn && exploreGroup ? (
          <ExploreLinks groupSlug={exploreGroup} fallback={defaultLinks} />
        ) : (
          defaultLinks
        )}
      </Menu>
      <Menu className="larder-sidebar-footer">
        <MenuDivider />
        <MenuItem
          icon="translate"
          text={t('nav.language')}
          onClick={() => setIsLanguageOpen(true)}
        />
        <MenuItem
          icon={isDark ? 'flash' : 'moon'}
          text={isDark ? t('nav.lightMode') : t('nav.darkMode')}
          onClick={toggleDark}
        />
        <MenuItem
          icon="heart"
          text={t('nav.support')}
          href={supportUrl}
          target="_blank"
          rel="noopener noreferrer"
          labelElement={<Icon icon="share" />}
        />
        {user?.admin ? (
          <RouterMenuItem to={settingsPath} icon="cog" text={t('nav.settings')} />
        ) : null}
      </Menu>
      <LanguageDialog isOpen={isLanguageOpen} onClose={() => setIsLanguageOpen(false)} />
    </nav>
  );
}
