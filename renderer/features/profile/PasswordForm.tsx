import { Button, Section, SectionCard } from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { getSuccessMessage, isShownAsToast } from '../../api/errors';
import { changePassword } from '../../api/users';
import { useToasts } from '../../app/toasts/useToasts';
import { FormField } from '../../components/FormField';
import { minPasswordLength } from '../../components/validation';

export function PasswordForm() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  const newError =
    newPassword && newPassword.length < minPasswordLength ? t('validation.passwordLength') : null;
  const confirmError =
    confirmation && confirmation !== newPassword ? t('validation.passwordsDiffer') : null;
  const canSubmit = !!currentPassword && !!newPassword && !newError && confirmation === newPassword;

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setIsSaving(true);
    const { data, error } = await changePassword({ currentPassword, newPassword });
    setIsSaving(false);
    if (error) {
      if (!isShownAsToast(error)) toasts.show('error', error.message);
      return;
    }
    if (!getSuccessMessage(data)) toasts.show('success', t('profile.passwordChanged'));
    setCurrentPassword('');
    setNewPassword('');
    setConfirmation('');
  };

  return (
    <Section title={t('profile.passwordTitle')} icon="key" elevation={1}>
      <SectionCard>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <FormField
            id="profile-current-password"
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
            error={null}
          />
          <FormField
            id="profile-new-password"
            label={t('profile.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('validation.passwordLength')}
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            error={newError}
          />
          <FormField
            id="profile-confirm-password"
            label={t('profile.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={confirmError}
          />
          <Button
            type="submit"
            intent="primary"
            icon="key"
            loading={isSaving}
            disabled={!canSubmit}
          >
            {t('profile.changePassword')}
          </Button>
        </form>
      </SectionCard>
    </Section>
  );
}
