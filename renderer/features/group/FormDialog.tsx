import { Button, Dialog, DialogBody, DialogFooter, type IconName } from '@blueprintjs/core';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { FormFailure } from '../../components/FormFailure';

interface FormDialogProps {
  title: string;
  icon: IconName;
  /** Saves the fields; an error stays in the dialog, success closes it. */
  onSave: () => Promise<{ error: Error | null }>;
  onClose: () => void;
  canSave?: boolean;
  children: ReactNode;
}

/** The create/edit dialog of the notification pages: fields, the last failure, cancel and save. */
export function FormDialog({
  title,
  icon,
  onSave,
  onClose,
  canSave = true,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setIsSaving(true);
    const { error } = await onSave();
    setIsSaving(false);
    if (error) setFailure(error.message);
    else onClose();
  };

  return (
    <Dialog isOpen onClose={onClose} title={title} icon={icon} className="larder-people-dialog">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogBody>
          <FormFailure message={failure} />
          {children}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('manage.cancel')}</Button>
              <Button
                type="submit"
                intent="primary"
                icon="floppy-disk"
                loading={isSaving}
                disabled={!canSave}
              >
                {t('notifications.save')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
