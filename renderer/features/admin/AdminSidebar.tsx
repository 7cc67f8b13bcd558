import { Menu } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { settingsPath } from '../../app/layouts/nav-links';
import { RouterMenuItem } from '../../components/RouterMenuItem';

/** Collapsed, it shows icons only; the labels stay for screen readers and as tooltips. */
export function AdminSidebar({ isCollapsed }: { isCollapsed: boolean }) {
  const { t } = useTranslation();
  const label = t('admin.siteSettings');
  return (
    <nav
      id="larder-admin-sidebar"
      className={`larder-sidebar larder-admin-sidebar${isCollapsed ? ' is-collapsed' : ''}`}
      aria-label={t('admin.title')}
    >
      <Menu>
        <RouterMenuItem
          to={settingsPath}
          icon="cog"
          text={isCollapsed ? <span className="larder-visually-hidden">{label}</span> : label}
          htmlTitle={label}
        />
      </Menu>
    </nav>
  );
}
