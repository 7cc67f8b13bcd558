import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface DuplicateDialogProps {
  recipeName: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}

/** Asks for the copy's name; Enter submits (spec §5). Mount it only while open. */
export function DuplicateDialog({ recipeName, onClose, onSubmit }: DuplicateDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(t('recipeMenu.duplicateDefault', { name: recipeName }));
  const [isBusy, setIsBusy] = useState(false);
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setIsBusy(true);
    await onSubmit(name.trim());
    setIsBusy(false);
    onClose();
  };
  return (
    <Dialog isOpen title={t('recipeMenu.duplicateTitle')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <FormGroup label={t('recipeMenu.duplicateName')} labelFor="larder-duplicate-name">
            <InputGroup id="larder-duplicate-name" autoFocus value={name} onValueChange={setName} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('recipeMenu.cancel')}</Button>
              <Button type="submit" intent="primary" loading={isBusy} disabled={!name.trim()}>
                {t('recipeMenu.duplicate')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
