import { useTranslation } from 'react-i18next';

import type { UserOut } from '../../../../server/contract/users';
import { RouterMenuItem } from '../../../components/RouterMenuItem';
import { UserAvatar } from '../../../components/UserAvatar';

export function ProfileEntry({ user }: { user: UserOut }) {
  const { t } = useTranslation();
  return (
    <RouterMenuItem
      to={`/user/${user.id}/favorites`}
      className="larder-profile-entry"
      icon={<UserAvatar user={user} />}
      text={
        <span className="larder-profile-text">
          <strong>{user.fullName ?? user.username}</strong>
          <small>{t('nav.profile')}</small>
        </span>
      }
    />
  );
}
