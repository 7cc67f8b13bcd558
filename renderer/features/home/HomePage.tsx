import { Button, H2, KeyComboTag, NonIdealState } from '@blueprintjs/core';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { useCurrentUser } from '../../api/users';
import { LoadingState } from '../../components/LoadingState';

/**
 * The home and search page. Recipe listing is a later issue, so for now it says so plainly
 * instead of showing an empty grid that looks broken.
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingState />;
  const name = user?.fullName ?? user?.username;
  return (
    <div className="larder-page">
      <H2 className="larder-page-title">
        {name ? t('home.welcome', { name }) : t('home.welcomeVisitor')}
      </H2>
      <NonIdealState
        className="larder-home-empty"
        icon="book"
        title={t('home.emptyTitle')}
        description={user ? t('home.emptyDescription') : t('home.visitorDescription')}
        action={
          user ? (
            <span className="larder-search-hint">
              <Trans i18nKey="home.searchHint" components={{ key: <KeyComboTag combo="/" /> }} />
            </span>
          ) : (
            <Button intent="primary" icon="log-in" onClick={() => void navigate('/login')}>
              {t('nav.login')}
            </Button>
          )
        }
      />
    </div>
  );
}
