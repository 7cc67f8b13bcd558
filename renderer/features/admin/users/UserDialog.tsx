import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  Switch,
} from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { GroupInDB } from '../../../../server/contract/groups';
import type { UserOut } from '../../../../server/contract/users';
import { createAdminUser, updateAdminUser } from '../../../api/admin-people';
import { useUniqueness } from '../../../api/validators';
import { FormField } from '../../../components/FormField';
import { UniquenessMark } from '../../../components/UniquenessMark';
import { isValidEmail } from '../../../components/validation';

import { permissions, userFormValues, validateUserForm, type UserFormValues } from './user-form';

interface UserDialogProps {
  /** `null` creates a new user. */
  user: UserOut | null;
  groups: GroupInDB[];
  /** The signed-in admin: nobody changes their own admin flag. */
  selfId: string;
  onClose: () => void;
}

export function UserDialog({ user, groups, selfId, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  const isNew = user === null;
  const [values, setValues] = useState<UserFormValues>(() =>
    userFormValues(user, groups[0]?.id ?? ''),
  );
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const taken = {
    username: useUniqueness('username', values.username, user?.username),
    email: useUniqueness('email', isValidEmail(values.email) ? values.email : '', user?.email),
  };
  const errors = validateUserForm(values, isNew, taken);
  const hasErrors = Object.values(errors).some(Boolean);
  const shown = (key: keyof typeof errors) => {
    const error = errors[key];
    const isLive = error === 'validation.usernameTaken' || error === 'validation.emailTaken';
    return error && (isSubmitted || isLive) ? t(error) : null;
  };
  const set = (patch: Partial<UserFormValues>) => setValues({ ...values, ...patch });

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (hasErrors) return;
    setIsSaving(true);
    const common = {
      fullName: values.fullName.trim() || values.username.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      canManage: values.canManage,
      canInvite: values.canInvite,
      canOrganize: values.canOrganize,
    };
    const group = groups.find((candidate) => candidate.id === values.groupId);
    const { error } = isNew
      ? await createAdminUser({
          ...common,
          password: values.password,
          group: group?.name,
          admin: values.admin,
        })
      : await updateAdminUser(user.id, {
          ...common,
          id: user.id,
          groupId: values.groupId,
          ...(user.id !== selfId && { admin: values.admin }),
        });
    setIsSaving(false);
    if (!error) onClose();
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={
        isNew ? t('manage.createUser') : t('manage.editUser', { name: user.fullName ?? user.email })
      }
      icon={isNew ? 'new-person' : 'edit'}
      className="larder-people-dialog"
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogBody>
          <FormField
            id="user-full-name"
            label={t('manage.fullName')}
            autoFocus
            value={values.fullName}
            onChange={(event) => set({ fullName: event.target.value })}
            error={null}
          />
          <FormField
            id="user-username"
            label={t('manage.username')}
            value={values.username}
            onChange={(event) => set({ username: event.target.value })}
            rightElement={<UniquenessMark state={taken.username} />}
            error={shown('username')}
          />
          <FormField
            id="user-email"
            label={t('manage.email')}
            type="email"
            value={values.email}
            onChange={(event) => set({ email: event.target.value })}
            rightElement={<UniquenessMark state={taken.email} />}
            error={shown('email')}
          />
          {isNew ? (
            <FormField
              id="user-password"
              label={t('manage.password')}
              type="password"
              autoComplete="new-password"
              hint={t('validation.passwordLength')}
              value={values.password}
              onChange={(event) => set({ password: event.target.value })}
              error={shown('password')}
            />
          ) : null}
          <FormGroup label={t('manage.group')} labelFor="user-group">
            <HTMLSelect
              id="user-group"
              fill
              value={values.groupId}
              onChange={(event) => set({ groupId: event.target.value })}
              options={groups.map((group) => ({ value: group.id, label: group.name }))}
            />
          </FormGroup>
          <fieldset className="larder-permissions">
            <legend>{t('manage.permissions')}</legend>
            {permissions.map(({ key, label }) => (
              <Switch
                key={key}
                label={t(label)}
                checked={values[key]}
                disabled={key === 'admin' && user?.id === selfId}
                onChange={(event) => set({ [key]: event.currentTarget.checked })}
              />
            ))}
          </fieldset>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('manage.cancel')}</Button>
              <Button type="submit" intent="primary" loading={isSaving}>
                {isNew ? t('manage.create') : t('manage.save')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
