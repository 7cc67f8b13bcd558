import { Button, Card, H2 } from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { resetPassword } from '../../api/accounts';
import { hasErrors } from '../../components/form-hints';
import { FormFailure } from '../../components/FormFailure';
import { FormField } from '../../components/FormField';
import { LinkButton } from '../../components/LinkButton';
import { StateCard } from '../../components/StateCard';
import { useTouchedForm } from '../../components/useTouchedForm';

import { NewPasswordFields } from './NewPasswordFields';
import { emptyReset, validateReset } from './reset-form';

type Outcome = 'changed' | 'invalid' | null;

function OutcomeCard({ outcome }: { outcome: 'changed' | 'invalid' | 'noToken' }) {
  const { t } = useTranslation();
  if (outcome === 'changed') {
    return (
      <StateCard
        icon="tick-circle"
        title={t('account.resetDoneTitle')}
        description={t('account.resetDone')}
        action={
          <LinkButton to="/login" icon="log-in" intent="primary">
            {t('account.toLogin')}
          </LinkButton>
        }
      />
    );
  }
  const isInvalid = outcome === 'invalid';
  return (
    <StateCard
      icon={isInvalid ? 'disable' : 'link'}
      title={isInvalid ? t('account.resetInvalidTitle') : t('account.resetNoToken')}
      description={isInvalid ? t('account.resetInvalid') : t('account.resetNoTokenText')}
      action={
        <LinkButton to="/forgot-password" icon="envelope" intent="primary">
          {t('account.askAgain')}
        </LinkButton>
      }
    />
  );
}

/** `/reset-password?token=`: the emailed (or admin-made) link; a new password for the account. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const form = useTouchedForm(emptyReset, validateReset);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  if (!token) return <OutcomeCard outcome="noToken" />;
  if (outcome) return <OutcomeCard outcome={outcome} />;

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    form.touchAll();
    if (hasErrors(form.errors)) return;
    setIsSaving(true);
    setFailure(null);
    const { error } = await resetPassword({
      token,
      ...form.values,
      email: form.values.email.trim(),
    });
    setIsSaving(false);
    // The server words every refused link alike (wrong, used, expired or another account's).
    if (error?.status === 400) setOutcome('invalid');
    else if (error) setFailure(t('account.resetFailed', { message: error.message }));
    else setOutcome('changed');
  };

  return (
    <Card className="larder-form-card" elevation={1}>
      <H2>{t('account.resetTitle')}</H2>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <FormFailure message={failure} />
        <FormField
          id="reset-email"
          label={t('account.email')}
          hint={t('account.resetEmailHint')}
          type="email"
          autoComplete="email"
          autoFocus
          error={form.hint('email')}
          {...form.fieldProps('email')}
        />
        <NewPasswordFields
          idPrefix="reset"
          passwordLabel={t('account.newPassword')}
          hint={form.hint}
          fieldProps={form.fieldProps}
        />
        <Button type="submit" intent="primary" size="large" fill loading={isSaving}>
          {t('account.resetSubmit')}
        </Button>
      </form>
    </Card>
  );
}
