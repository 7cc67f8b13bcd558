import { Button, InputGroup, KeyComboTag, Navbar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Logo } from '../../components/Logo';

import { AuthButton } from './AuthButton';

interface TopBarProps {
  isNarrow: boolean;
  isSidebarOpen: boolean;
  onToggleSidebar: () => void;
  onOpenSearch: () => void;
}

/** Logo home, a read-only search field that opens the search dialog (an icon when narrow), auth. */
export function TopBar({ isNarrow, isSidebarOpen, onToggleSidebar, onOpenSearch }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Navbar className="larder-topbar" role="banner">
      <div className="larder-topbar-start">
        <Button
          variant="minimal"
          icon="menu"
          aria-label={t('nav.toggleMenu')}
          aria-expanded={isSidebarOpen}
          aria-controls="larder-sidebar"
          onClick={onToggleSidebar}
        />
        <Link to="/" className="larder-brand" aria-label={t('app.home')}>
          <Logo />
          <span className="larder-brand-name">{t('app.name')}</span>
        </Link>
      </div>
      <div className="larder-topbar-search">
        {isNarrow ? null : (
          <InputGroup
            readOnly
            leftIcon="search"
            placeholder={t('nav.searchPlaceholder')}
            aria-label={t('nav.openSearch')}
            aria-haspopup="dialog"
            rightElement={<KeyComboTag combo="/" className="larder-slash-hint" />}
            onClick={onOpenSearch}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onOpenSearch();
              }
            }}
          />
        )}
      </div>
      <div className="larder-topbar-end">
        {isNarrow ? (
          <Button
            variant="minimal"
            icon="search"
            aria-label={t('nav.openSearch')}
            onClick={onOpenSearch}
          />
        ) : null}
        <AuthButton />
      </div>
    </Navbar>
  );
}
