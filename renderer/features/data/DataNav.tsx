import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

const tabs = [
  { to: '/group/data/foods', label: 'data.foods', icon: 'tree' },
  { to: '/group/data/units', label: 'data.units', icon: 'numerical' },
  { to: '/group/data/labels', label: 'data.labels', icon: 'tag' },
  { to: '/group/data/exports', label: 'data.exports', icon: 'export' },
] as const;

/** The tabs between the group's data pages (Mealie's "Data Management"). */
export function DataNav() {
  const { t } = useTranslation();
  return (
    <nav className="larder-data-nav" aria-label={t('data.title')}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) => `bp6-button bp6-minimal${isActive ? ' bp6-active' : ''}`}
        >
          <Icon icon={tab.icon} />
          <span className="bp6-button-text">{t(tab.label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
