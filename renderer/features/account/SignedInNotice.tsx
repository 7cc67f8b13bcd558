import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { UserOut } from '../../../server/contract/users';
import { logout } from '../../api/auth';
import { LinkButton } from '../../components/LinkButton';
import { StateCard } from '../../components/StateCard';

/**
 * An account page opened while signed in (an invitation tried out on one's own browser): say
 * whose session this is instead of silently going elsewhere, and offer to log out.
 */
export function SignedInNotice({ user }: { user: UserOut }) {
  const { t } = useTranslation();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  return (
    <StateCard
      icon="user"
      title={t('account.signedInTitle', { name: user.fullName ?? user.username ?? user.email })}
      description={t('account.signedInText')}
      action={
        <div className="larder-tags">
          <LinkButton to="/" icon="home">
            {t('account.goHome')}
          </LinkButton>
          <Button
            icon="log-out"
            loading={isLoggingOut}
            onClick={() => {
              setIsLoggingOut(true);
              void logout().finally(() => setIsLoggingOut(false));
            }}
          >
            {t('account.logOut')}
          </Button>
        </div>
      }
    />
  );
}
