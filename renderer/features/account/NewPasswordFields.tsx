import { useTranslation } from 'react-i18next';

import { FormField } from '../../components/FormField';

type PasswordField = 'password' | 'passwordConfirm';

interface NewPasswordFieldsProps {
  idPrefix: string;
  passwordLabel: string;
  /** The hint under each field: null when it is fine or not touched yet. */
  hint: (field: PasswordField) => string | null;
  fieldProps: (field: PasswordField) => {
    value: string;
    onChange: (event: { target: { value: string } }) => void;
    onBlur: () => void;
  };
}

/** A new password with the 8+ character hint, and its confirmation. */
export function NewPasswordFields({
  idPrefix,
  passwordLabel,
  hint,
  fieldProps,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={t('validation.passwordLength')}
        error={hint('password')}
        {...fieldProps('password')}
      />
      <FormField
        id={`${idPrefix}-password-confirm`}
        label={t('account.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        error={hint('passwordConfirm')}
        {...fieldProps('passwordConfirm')}
      />
    </>
  );
}
