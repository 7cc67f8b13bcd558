import { Alert, Button, Checkbox } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { unlockUsers } from '../../../api/admin-people';
import { useToasts } from '../../../app/toasts/useToasts';

/**
 * Accounts lock after repeated failed logins. The list cannot tell which ones are locked (Mealie's
 * user shape has no lock field), so unlocking works on every locked account at once.
 */
export function UnlockButton() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [isOpen, setIsOpen] = useState(false);
  const [isExpiredOnly, setIsExpiredOnly] = useState(false);

  const unlock = async () => {
    setIsOpen(false);
    const { data } = await unlockUsers(!isExpiredOnly);
    if (data) toasts.show('success', t('manage.unlocked', { count: data.unlocked }));
  };

  return (
    <>
      <Button icon="unlock" onClick={() => setIsOpen(true)}>
        {t('manage.unlockUsers')}
      </Button>
      <Alert
        isOpen={isOpen}
        icon="unlock"
        intent="primary"
        confirmButtonText={t('manage.unlock')}
        cancelButtonText={t('manage.cancel')}
        onCancel={() => setIsOpen(false)}
        onConfirm={() => void unlock()}
      >
        <p>{t('manage.unlockQuestion')}</p>
        <Checkbox
          label={t('manage.unlockExpiredOnly')}
          checked={isExpiredOnly}
          onChange={(event) => setIsExpiredOnly(event.currentTarget.checked)}
        />
      </Alert>
    </>
  );
}
