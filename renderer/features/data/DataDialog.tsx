import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface DataDialogProps {
  title: string;
  canSave: boolean;
  onClose: () => void;
  /** Resolves true when saved; the dialog then closes. */
  onSave: () => Promise<boolean>;
  children: ReactNode;
}

/** The create and edit form of a food, unit or label: its fields, Cancel and Save (Enter). */
export function DataDialog({ title, canSave, onClose, onSave, children }: DataDialogProps) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!canSave) return;
    setIsBusy(true);
    const isSaved = await onSave();
    setIsBusy(false);
    if (isSaved) onClose();
  };
  return (
    <Dialog isOpen title={title} onClose={onClose} className="larder-data-dialog">
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>{children}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('data.cancel')}</Button>
              <Button type="submit" intent="primary" loading={isBusy} disabled={!canSave}>
                {t('data.save')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
