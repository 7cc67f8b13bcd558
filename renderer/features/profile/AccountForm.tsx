import { Button, Section, SectionCard } from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { UserOut } from '../../../server/contract/users';
import { getSuccessMessage, isShownAsToast } from '../../api/errors';
import { updateUser } from '../../api/users';
import { useUniqueness } from '../../api/validators';
import { useToasts } from '../../app/toasts/useToasts';
import { FormField } from '../../components/FormField';
import { UniquenessMark } from '../../components/UniquenessMark';
import { isValidEmail } from '../../components/validation';

export function AccountForm({ user }: { user: UserOut }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [fullName, setFullName] = useState(user.fullName ?? '');
  const [username, setUsername] = useState(user.username ?? '');
  const [email, setEmail] = useState(user.email);
  const [isSaving, setIsSaving] = useState(false);

  const usernameState = useUniqueness('username', username, user.username);
  const emailState = useUniqueness('email', isValidEmail(email) ? email : '', user.email);

  let usernameError = username.trim() ? null : t('validation.required');
  if (!usernameError && usernameState === 'taken') usernameError = t('validation.usernameTaken');
  let emailError = email.trim() ? null : t('validation.required');
  if (!emailError && !isValidEmail(email)) emailError = t('validation.email');
  if (!emailError && emailState === 'taken') emailError = t('validation.emailTaken');

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (usernameError || emailError) return;
    setIsSaving(true);
    const { data, error } = await updateUser(user.id, {
      id: user.id,
      fullName: fullName.trim(),
      username: username.trim(),
      email: email.trim(),
    });
    setIsSaving(false);
    if (error && !isShownAsToast(error)) toasts.show('error', error.message);
    // A `{message}` answer was already shown by the client as an info toast.
    if (!error && !getSuccessMessage(data)) toasts.show('success', t('profile.saved'));
  };

  return (
    <Section title={t('profile.editTitle')} icon="id-number" elevation={1}>
      <SectionCard>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <FormField
            id="profile-full-name"
            label={t('profile.fullName')}
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            error={null}
          />
          <FormField
            id="profile-username"
            label={t('profile.username')}
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            rightElement={<UniquenessMark state={usernameState} />}
            error={usernameError}
          />
          <FormField
            id="profile-email"
            label={t('profile.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            rightElement={<UniquenessMark state={emailState} />}
            error={emailError}
          />
          <Button type="submit" intent="primary" icon="floppy-disk" loading={isSaving}>
            {t('profile.save')}
          </Button>
        </form>
      </SectionCard>
    </Section>
  );
}
