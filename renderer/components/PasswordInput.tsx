import { Button, InputGroup, type InputGroupProps } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password field with a show/hide toggle. */
export function PasswordInput(props: Omit<InputGroupProps, 'type' | 'rightElement'>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <InputGroup
      {...props}
      type={isVisible ? 'text' : 'password'}
      rightElement={
        <Button
          variant="minimal"
          icon={isVisible ? 'eye-off' : 'eye-open'}
          aria-label={isVisible ? t('auth.hidePassword') : t('auth.showPassword')}
          onClick={() => setIsVisible(!isVisible)}
        />
      }
    />
  );
}
