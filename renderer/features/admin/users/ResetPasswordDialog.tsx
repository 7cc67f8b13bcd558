import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  resetTokenLifetimeHours,
  type UserResetLink,
} from '../../../../server/contract/password-reset';
import type { UserOut } from '../../../../server/contract/users';
import { createResetLink } from '../../../api/admin-people';
import { useAppInfo } from '../../../api/app';
import { SecretReveal } from '../../../components/SecretReveal';

interface ResetPasswordDialogProps {
  user: UserOut;
  onClose: () => void;
}

/** Makes a one-time reset link for someone, shows it once to copy, says whether it was emailed. */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<UserResetLink | null>(null);
  const { data: about } = useAppInfo();
  const name = user.fullName ?? user.username ?? user.email;

  const emailNote = (isEmailed: boolean) => {
    if (isEmailed) return t('manage.resetEmailed', { email: user.email });
    // Mail set up but not delivered: the server logged why; the admin only needs to share it.
    return about?.emailReady
      ? t('manage.resetEmailFailed', { name })
      : t('manage.resetNotEmailed', { name });
  };

  const create = async () => {
    setIsCreating(true);
    const { data } = await createResetLink(user.id);
    setIsCreating(false);
    if (data) setCreated(data);
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('manage.resetTitle', { name })}
      icon="key"
      className="larder-people-dialog"
    >
      <DialogBody>
        {created ? (
          <>
            <SecretReveal
              title={t('manage.resetLink')}
              description={t('manage.resetOnce', { count: resetTokenLifetimeHours })}
              value={created.link}
              onDismiss={onClose}
            />
            <Callout
              intent={created.emailed ? 'success' : 'warning'}
              icon={created.emailed ? 'envelope' : 'info-sign'}
              role="status"
            >
              {emailNote(created.emailed)}
            </Callout>
          </>
        ) : (
          <p>{t('manage.resetIntro', { name })}</p>
        )}
      </DialogBody>
      {created ? null : (
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('manage.cancel')}</Button>
              <Button
                intent="primary"
                icon="key"
                loading={isCreating}
                onClick={() => void create()}
              >
                {t('manage.createResetLink')}
              </Button>
            </>
          }
        />
      )}
    </Dialog>
  );
}
