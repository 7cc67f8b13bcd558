import { H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { useCurrentUser } from '../../api/users';
import { LinkButton } from '../../components/LinkButton';
import { LoadingState } from '../../components/LoadingState';

import { canManageGroup } from '../../components/group-rights';
import { NotificationsNav } from './NotificationsNav';
import { PreferencesSection } from './PreferencesSection';
import { UsageSection } from './UsageSection';

/** `/group`: the household's preferences (managers edit them) and what it holds. */
export function GroupSettingsPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!user) return <LoadingState />;
  return (
    <div className="larder-page larder-household">
      <div className="larder-page-header">
        <H2 className="larder-page-title">{t('household.title', { name: user.group })}</H2>
        <span className="larder-page-actions">
          <LinkButton to="/group/members" icon="people">
            {t('household.members')}
          </LinkButton>
          <LinkButton to="/group/data/foods" icon="database">
            {t('data.title')}
          </LinkButton>
        </span>
        {canManageGroup(user) ? <NotificationsNav /> : null}
      </div>
      <PreferencesSection canEdit={canManageGroup(user)} />
      <UsageSection />
    </div>
  );
}
