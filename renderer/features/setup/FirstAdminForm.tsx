import { Button } from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { isShownAsToast } from '../../api/errors';
import { createFirstAdmin } from '../../api/setup';
import { useToasts } from '../../app/toasts/useToasts';
import { hasErrors } from '../../components/form-hints';
import { FormFailure } from '../../components/FormFailure';
import { FormField } from '../../components/FormField';
import { useTouchedForm } from '../../components/useTouchedForm';

import { emptyFirstAdmin, validateFirstAdmin } from './first-admin-form';

export function FirstAdminForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toasts = useToasts();
  const form = useTouchedForm(emptyFirstAdmin, validateFirstAdmin);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    form.touchAll();
    if (hasErrors(form.errors)) return;
    setIsSubmitting(true);
    setFailure(null);
    const { values } = form;
    const { error } = await createFirstAdmin({
      fullName: values.fullName.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      groupName: values.groupName.trim(),
    });
    setIsSubmitting(false);
    if (error) {
      if (!isShownAsToast(error)) setFailure(error.message);
      return;
    }
    toasts.show('success', t('setup.created'));
    await navigate('/login');
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <FormFailure message={failure} />
      <FormField
        id="setup-full-name"
        label={t('setup.fullName')}
        autoComplete="name"
        autoFocus
        error={form.hint('fullName')}
        {...form.fieldProps('fullName')}
      />
      <FormField
        id="setup-username"
        label={t('setup.username')}
        autoComplete="username"
        error={form.hint('username')}
        {...form.fieldProps('username')}
      />
      <FormField
        id="setup-email"
        label={t('setup.email')}
        type="email"
        autoComplete="email"
        error={form.hint('email')}
        {...form.fieldProps('email')}
      />
      <FormField
        id="setup-password"
        label={t('setup.password')}
        type="password"
        autoComplete="new-password"
        hint={t('validation.passwordLength')}
        error={form.hint('password')}
        {...form.fieldProps('password')}
      />
      <FormField
        id="setup-group-name"
        label={t('setup.householdName')}
        hint={t('setup.householdHint')}
        error={form.hint('groupName')}
        {...form.fieldProps('groupName')}
      />
      <Button type="submit" intent="primary" size="large" fill loading={isSubmitting}>
        {t('setup.submit')}
      </Button>
    </form>
  );
}
