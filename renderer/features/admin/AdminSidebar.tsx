import { Menu, type IconName } from '@blueprintjs/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

import { settingsPath } from '../../app/layouts/nav-links';
import { RouterMenuItem } from '../../components/RouterMenuItem';

const items: readonly { to: string; icon: IconName; label: ParseKeys }[] = [
  { to: settingsPath, icon: 'cog', label: 'admin.siteSettings' },
  { to: '/admin/manage/users', icon: 'people', label: 'manage.users' },
  { to: '/admin/manage/groups', icon: 'home', label: 'manage.groups' },
  { to: '/admin/backups', icon: 'archive', label: 'backups.title' },
  { to: '/admin/sharing', icon: 'globe-network', label: 'admin.sharing' },
  { to: '/admin/maintenance', icon: 'wrench', label: 'maintenance.title' },
  { to: '/admin/background-tasks', icon: 'automatic-updates', label: 'serverTasks.title' },
  { to: '/admin/parser', icon: 'search-text', label: 'parserLab.title' },
];

/** Collapsed, it shows icons only; the labels stay for screen readers and as tooltips. */
export function AdminSidebar({ isCollapsed }: { isCollapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <nav
      id="larder-admin-sidebar"
      className={`larder-sidebar larder-admin-sidebar${isCollapsed ? ' is-collapsed' : ''}`}
      aria-label={t('admin.title')}
    >
      <Menu>
        {items.map(({ to, icon, label }) => (
          <RouterMenuItem
            key={to}
            to={to}
            icon={icon}
            text={
              isCollapsed ? <span className="larder-visually-hidden">{t(label)}</span> : t(label)
            }
            htmlTitle={t(label)}
          />
        ))}
      </Menu>
    </nav>
  );
}
