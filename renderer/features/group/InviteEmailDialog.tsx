import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { emailInvitation } from '../../api/invitations';
import { useToasts } from '../../app/toasts/useToasts';
import { FormFailure } from '../../components/FormFailure';
import { FormField } from '../../components/FormField';
import { useEmailForm } from '../../components/useEmailForm';

interface InviteEmailDialogProps {
  token: string;
  onClose: () => void;
}

/** Mails one invitation link; the server's `{ success: false, error }` stays in the dialog. */
export function InviteEmailDialog({ token, onClose }: InviteEmailDialogProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const form = useEmailForm();
  const [isSending, setIsSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const email = form.submittedEmail();
    if (!email) return;
    setIsSending(true);
    setRefusal(null);
    const { data } = await emailInvitation(email, token);
    setIsSending(false);
    if (!data) return;
    if (data.success) {
      toasts.show('success', t('household.inviteSent', { to: email }));
      onClose();
      return;
    }
    setRefusal(
      t('household.inviteNotSent', { message: data.error ?? t('household.emailUnknown') }),
    );
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('household.emailInviteTitle')}
      icon="envelope"
      className="larder-people-dialog"
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogBody>
          <FormFailure message={refusal} />
          <FormField
            id="invite-email"
            label={t('household.inviteEmail')}
            type="email"
            autoComplete="off"
            autoFocus
            error={form.hint('email')}
            {...form.fieldProps('email')}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('manage.cancel')}</Button>
              <Button type="submit" intent="primary" icon="send-message" loading={isSending}>
                {t('household.sendInvite')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
