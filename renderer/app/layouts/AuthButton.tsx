import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { logout } from '../../api/auth';
import { useCurrentUser } from '../../api/users';
import { loginPathFor } from '../guards/login-redirect';

/** Login for visitors (coming back to this page after), logout for users; nothing while unknown. */
export function AuthButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, isLoading } = useCurrentUser();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  if (isLoading) return null;
  if (!user) {
    const here = location.pathname + location.search;
    return (
      <Button
        variant="minimal"
        icon="log-in"
        onClick={() => void navigate(here === '/' ? '/login' : loginPathFor(here))}
      >
        {t('nav.login')}
      </Button>
    );
  }
  return (
    <Button
      variant="minimal"
      icon="log-out"
      loading={isLoggingOut}
      onClick={async () => {
        setIsLoggingOut(true);
        await logout();
        setIsLoggingOut(false);
        await navigate('/');
      }}
    >
      {t('nav.logout')}
    </Button>
  );
}
