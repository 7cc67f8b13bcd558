import { Callout, Card, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { useInvitationPreview } from '../../api/invitations';
import { useCurrentUser } from '../../api/users';
import { LinkButton } from '../../components/LinkButton';
import { LoadingState } from '../../components/LoadingState';
import { StateCard } from '../../components/StateCard';

import { RegisterForm } from './RegisterForm';
import { SignedInNotice } from './SignedInNotice';
import { WithAppInfo } from './WithAppInfo';

interface RegisterCardProps {
  token: string | null;
  title: string;
  intro: string;
  onSubmittingChange: (isSubmitting: boolean) => void;
}

function RegisterCard({ token, title, intro, onSubmittingChange }: RegisterCardProps) {
  const { t } = useTranslation();
  return (
    <Card className="larder-form-card" elevation={1}>
      <H2>{title}</H2>
      <Callout intent="primary" icon={token ? 'envelope' : 'home'} className="larder-form-callout">
        {intro}
      </Callout>
      <RegisterForm token={token} onSubmittingChange={onSubmittingChange} />
      <p className="larder-form-footer">
        {t('account.haveAccount')} <Link to="/login">{t('account.toLogin')}</Link>
      </p>
    </Card>
  );
}

function LoginAction() {
  const { t } = useTranslation();
  return (
    <LinkButton to="/login" icon="log-in">
      {t('account.toLogin')}
    </LinkButton>
  );
}

/** `?token=`: the household the link joins is named first; a dead link says so before any typing. */
function JoinHousehold({
  token,
  onSubmittingChange,
}: {
  token: string;
  onSubmittingChange: (isSubmitting: boolean) => void;
}) {
  const { t } = useTranslation();
  const { data: invitation, error } = useInvitationPreview(token);
  if (error)
    return (
      <StateCard
        icon="disable"
        title={t('account.deadInviteTitle')}
        description={t('account.deadInviteText')}
        action={<LoginAction />}
      />
    );
  if (!invitation) return <LoadingState />;
  return (
    <RegisterCard
      token={token}
      title={t('account.joinNamedTitle', { group: invitation.groupName })}
      intro={t('account.joinNamedIntro', { group: invitation.groupName })}
      onSubmittingChange={onSubmittingChange}
    />
  );
}

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
  if (token) return <JoinHousehold token={token} onSubmittingChange={setIsRegistering} />;
  return (
    <WithAppInfo>
      {(about) =>
        about.allowSignup ? (
          <RegisterCard
            token={null}
            title={t('account.registerTitle')}
            intro={t('account.registerIntro')}
            onSubmittingChange={setIsRegistering}
          />
        ) : (
          <StateCard
            icon="lock"
            title={t('account.closedTitle')}
            description={t('account.closedText')}
            action={<LoginAction />}
          />
        )
      }
    </WithAppInfo>
  );
}
