import { Button, Navbar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { Logo } from '../../components/Logo';

interface AdminHeaderProps {
  isCollapsed: boolean;
  onToggle: () => void;
}

export function AdminHeader({ isCollapsed, onToggle }: AdminHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Navbar className="larder-topbar" role="banner">
      <div className="larder-topbar-start">
        <Button
          variant="minimal"
          icon={isCollapsed ? 'menu-open' : 'menu-closed'}
          aria-label={t('admin.collapse')}
          aria-expanded={!isCollapsed}
          aria-controls="larder-admin-sidebar"
          onClick={onToggle}
        />
        <Link to="/" className="larder-brand" aria-label={t('app.home')}>
          <Logo />
          <span className="larder-brand-name">{t('admin.title')}</span>
        </Link>
      </div>
      <div className="larder-topbar-end">
        <Button variant="minimal" icon="arrow-left" onClick={() => void navigate('/')}>
          {t('admin.backToApp')}
        </Button>
      </div>
    </Navbar>
  );
}
