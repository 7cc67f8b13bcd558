import { Card, H2, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { useCurrentUser } from '../../api/users';
import { LoadingState } from '../../components/LoadingState';

import { AccountForm } from './AccountForm';
import { ApiTokensSection } from './ApiTokensSection';
import { PasswordForm } from './PasswordForm';
import { ProfilePicture } from './ProfilePicture';
import { ProfileLinks } from './ProfileLinks';

/** `/user/profile` (behind RequireAuth): who you are, your details, password and API tokens. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!user) return <LoadingState />;
  return (
    <div className="larder-page larder-profile">
      <Card className="larder-profile-header" elevation={1}>
        <ProfilePicture user={user} />
        <div className="larder-profile-who">
          <H2>{user.fullName ?? user.username}</H2>
          <p className="larder-profile-meta">
            {user.username ? <span>@{user.username}</span> : null}
            <span>{user.email}</span>
          </p>
          <div className="larder-tags">
            <Tag icon="people" minimal>
              {t('profile.group', { group: user.group })}
            </Tag>
            {user.admin ? (
              <Tag icon="shield" intent="primary" minimal>
                {t('profile.admin')}
              </Tag>
            ) : null}
          </div>
          <ProfileLinks user={user} />
        </div>
      </Card>
      <AccountForm key={user.cacheKey} user={user} />
      <PasswordForm />
      <ApiTokensSection user={user} />
    </div>
  );
}
