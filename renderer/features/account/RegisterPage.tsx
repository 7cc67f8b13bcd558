import { Callout, Card, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { useCurrentUser } from '../../api/users';
import { LinkButton } from '../../components/LinkButton';
import { StateCard } from '../../components/StateCard';

import { RegisterForm } from './RegisterForm';
import { SignedInNotice } from './SignedInNotice';
import { WithAppInfo } from './WithAppInfo';

/**
 * `/register`: with `?token=` join the inviting household; without one start a household where
 * the administrator allows sign-up, else a designed "closed" state.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const { user } = useCurrentUser();
  const [isRegistering, setIsRegistering] = useState(false);

  if (user && !isRegistering) return <SignedInNotice user={user} />;
  return (
    <WithAppInfo>
      {(about) =>
        !token && !about.allowSignup ? (
          <StateCard
            icon="lock"
            title={t('account.closedTitle')}
            description={t('account.closedText')}
            action={
              <LinkButton to="/login" icon="log-in">
                {t('account.toLogin')}
              </LinkButton>
            }
          />
        ) : (
          <Card className="larder-form-card" elevation={1}>
            <H2>{token ? t('account.joinTitle') : t('account.registerTitle')}</H2>
            <Callout
              intent="primary"
              icon={token ? 'envelope' : 'home'}
              className="larder-form-callout"
            >
              {token ? t('account.joinIntro') : t('account.registerIntro')}
            </Callout>
            <RegisterForm token={token} onSubmittingChange={setIsRegistering} />
            <p className="larder-form-footer">
              {t('account.haveAccount')} <Link to="/login">{t('account.toLogin')}</Link>
            </p>
          </Card>
        )
      }
    </WithAppInfo>
  );
}
