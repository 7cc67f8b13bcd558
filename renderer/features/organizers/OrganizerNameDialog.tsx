import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { textLimits } from '../../../server/contract/text-limits';
import { isNameTooLong } from '../../components/validation';

interface OrganizerNameDialogProps {
  title: string;
  initialName?: string;
  onClose: () => void;
  /** Resolves true when saved; the dialog then closes. */
  onSubmit: (name: string) => Promise<boolean>;
}

/** Create or rename: one name field; Enter submits (spec §5). Mount it only while open. */
export function OrganizerNameDialog(props: OrganizerNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.initialName ?? '');
  const [isBusy, setIsBusy] = useState(false);
  const isTooLong = isNameTooLong(name);
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!name.trim() || isTooLong) return;
    setIsBusy(true);
    const isSaved = await props.onSubmit(name.trim());
    setIsBusy(false);
    if (isSaved) props.onClose();
  };
  return (
    <Dialog isOpen title={props.title} onClose={props.onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <FormGroup
            label={t('organizers.name')}
            labelFor="larder-organizer-name"
            helperText={isTooLong ? t('validation.tooLong', { max: textLimits.name }) : undefined}
            intent={isTooLong ? 'danger' : 'none'}
          >
            <InputGroup
              id="larder-organizer-name"
              autoFocus
              value={name}
              intent={isTooLong ? 'danger' : 'none'}
              onValueChange={setName}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={props.onClose}>{t('organizers.cancel')}</Button>
              <Button
                type="submit"
                intent="primary"
                loading={isBusy}
                disabled={!name.trim() || isTooLong}
              >
                {t('organizers.save')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
