import { Button, Checkbox } from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { registerUser } from '../../api/accounts';
import { login } from '../../api/auth';
import { useUniqueness } from '../../api/validators';
import { useToasts } from '../../app/toasts/useToasts';
import { hasErrors } from '../../components/form-hints';
import { FormFailure } from '../../components/FormFailure';
import { FormField } from '../../components/FormField';
import { UniquenessMark } from '../../components/UniquenessMark';
import { useTouchedForm } from '../../components/useTouchedForm';
import { isValidEmail } from '../../components/validation';
import { getLocale } from '../../i18n/locales';

import { NewPasswordFields } from './NewPasswordFields';
import {
  emptyRegistration,
  takenHint,
  validateRegistration,
  type RegisterField,
} from './register-form';

interface RegisterFormProps {
  /** The invitation's token: join its household. Without one the person starts a household. */
  token: string | null;
  /** The page keeps showing the form while the new account signs in. */
  onSubmittingChange: (isSubmitting: boolean) => void;
}

/** Creates the account, then signs in with it (registration itself does not) and goes home. */
export function RegisterForm({ token, onSubmittingChange }: RegisterFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toasts = useToasts();
  const isJoining = token !== null;
  const form = useTouchedForm(emptyRegistration, (values) =>
    validateRegistration(values, isJoining),
  );
  const [seedData, setSeedData] = useState(true);
  // Like households an administrator creates, a new one shows visitors nothing until it chooses to.
  const [isPrivate, setIsPrivate] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmittingHere] = useState(false);
  const setIsSubmitting = (value: boolean) => {
    setIsSubmittingHere(value);
    onSubmittingChange(value);
  };
  const { values } = form;
  const taken = {
    username: useUniqueness('username', values.username),
    email: useUniqueness('email', isValidEmail(values.email) ? values.email : ''),
    groupName: useUniqueness('group', isJoining ? '' : values.groupName),
  };

  const hint = (field: RegisterField) => {
    const takenKey = takenHint(field, taken);
    return form.hint(field) ?? (takenKey ? t(takenKey) : null);
  };

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    form.touchAll();
    const isTaken = Object.values(taken).includes('taken');
    if (hasErrors(form.errors) || isTaken) return;
    setIsSubmitting(true);
    setFailure(null);
    const username = values.username.trim();
    const { error } = await registerUser({
      groupToken: token,
      group: isJoining ? null : values.groupName.trim(),
      email: values.email.trim(),
      username,
      fullName: values.fullName.trim(),
      password: values.password,
      passwordConfirm: values.passwordConfirm,
      advanced: false,
      private: !isJoining && isPrivate,
      seedData: !isJoining && seedData,
      locale: getLocale(),
    });
    if (error) {
      setIsSubmitting(false);
      setFailure(t('account.registerFailed', { message: error.message }));
      return;
    }
    const signedIn = await login({ username, password: values.password, rememberMe: false });
    toasts.show('success', t('account.registered'));
    await navigate(signedIn.error ? '/login' : '/', { replace: true });
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <FormFailure message={failure} />
      {isJoining ? null : (
        <FormField
          id="register-household"
          label={t('account.householdName')}
          hint={t('account.householdHint')}
          autoFocus
          rightElement={<UniquenessMark state={taken.groupName} />}
          error={hint('groupName')}
          {...form.fieldProps('groupName')}
        />
      )}
      <FormField
        id="register-full-name"
        label={t('account.fullName')}
        autoComplete="name"
        autoFocus={isJoining}
        error={hint('fullName')}
        {...form.fieldProps('fullName')}
      />
      <FormField
        id="register-username"
        label={t('account.username')}
        autoComplete="username"
        rightElement={<UniquenessMark state={taken.username} />}
        error={hint('username')}
        {...form.fieldProps('username')}
      />
      <FormField
        id="register-email"
        label={t('account.email')}
        type="email"
        autoComplete="email"
        rightElement={<UniquenessMark state={taken.email} />}
        error={hint('email')}
        {...form.fieldProps('email')}
      />
      <NewPasswordFields
        idPrefix="register"
        passwordLabel={t('account.password')}
        hint={hint}
        fieldProps={form.fieldProps}
      />
      {isJoining ? null : (
        <>
          <Checkbox
            label={t('account.seedData')}
            checked={seedData}
            onChange={(event) => setSeedData(event.currentTarget.checked)}
          />
          <Checkbox
            label={t('account.privateHousehold')}
            checked={isPrivate}
            onChange={(event) => setIsPrivate(event.currentTarget.checked)}
          />
        </>
      )}
      <Button type="submit" intent="primary" size="large" fill loading={isSubmitting}>
        {isJoining ? t('account.join') : t('account.register')}
      </Button>
    </form>
  );
}
