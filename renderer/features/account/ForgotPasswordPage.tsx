import { Button, Card, H2 } from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { requestPasswordReset } from '../../api/accounts';
import { FormFailure } from '../../components/FormFailure';
import { FormField } from '../../components/FormField';
import { LinkButton } from '../../components/LinkButton';
import { StateCard } from '../../components/StateCard';
import { useEmailForm } from '../../components/useEmailForm';

import { WithAppInfo } from './WithAppInfo';

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <LinkButton to="/login" icon="log-in">
      {t('account.backToLogin')}
    </LinkButton>
  );
}

/**
 * Asks for the account's address. The answer is the same whether or not the address has an
 * account (nothing to learn about who is registered here).
 */
function ForgotPasswordForm() {
  const { t } = useTranslation();
  const form = useEmailForm();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  if (sentTo) {
    return (
      <StateCard
        icon="inbox"
        title={t('account.forgotSentTitle')}
        description={t('account.forgotSent', { email: sentTo })}
        action={<BackToLogin />}
      />
    );
  }

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const email = form.submittedEmail();
    if (!email) return;
    setIsSending(true);
    setFailure(null);
    const { error } = await requestPasswordReset(email);
    setIsSending(false);
    if (error) setFailure(t('account.forgotFailed', { message: error.message }));
    else setSentTo(email);
  };

  return (
    <Card className="larder-form-card" elevation={1}>
      <H2>{t('account.forgotTitle')}</H2>
      <p className="larder-section-intro">{t('account.forgotIntro')}</p>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <FormFailure message={failure} />
        <FormField
          id="forgot-email"
          label={t('account.email')}
          type="email"
          autoComplete="email"
          autoFocus
          size="large"
          leftIcon="envelope"
          error={form.hint('email')}
          {...form.fieldProps('email')}
        />
        <Button type="submit" intent="primary" size="large" fill loading={isSending}>
          {t('account.sendResetLink')}
        </Button>
      </form>
      <p className="larder-form-footer">
        <Link to="/login">{t('account.backToLogin')}</Link>
      </p>
    </Card>
  );
}

/** `/forgot-password`; where the server cannot send email, says to ask the administrator. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <WithAppInfo>
      {(about) =>
        about.emailReady ? (
          <ForgotPasswordForm />
        ) : (
          <StateCard
            icon="envelope"
            title={t('account.noEmailTitle')}
            description={t('account.noEmailText')}
            action={<BackToLogin />}
          />
        )
      }
    </WithAppInfo>
  );
}
