import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  Radio,
  RadioGroup,
  Switch,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { PrintPreferences } from './print-preferences';
import { usePrintPreferences } from './usePrintPreferences';

interface PrintPreferencesDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Image position, description and notes for printing; each change is saved at once. */
export function PrintPreferencesDialog({ isOpen, onClose }: PrintPreferencesDialogProps) {
  const { t } = useTranslation();
  const { preferences, save } = usePrintPreferences();
  const update = (change: Partial<PrintPreferences>) => save({ ...preferences, ...change });
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('recipe.printPreferences')} icon="print">
      <DialogBody>
        <RadioGroup
          label={t('recipe.imagePosition')}
          selectedValue={preferences.imagePosition}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === 'left' || value === 'right' || value === 'hidden') {
              update({ imagePosition: value });
            }
          }}
        >
          <Radio label={t('recipe.imageLeft')} value="left" />
          <Radio label={t('recipe.imageRight')} value="right" />
          <Radio label={t('recipe.imageHidden')} value="hidden" />
        </RadioGroup>
        <Switch
          label={t('recipe.showDescription')}
          checked={preferences.showDescription}
          onChange={(event) => update({ showDescription: event.currentTarget.checked })}
        />
        <Switch
          label={t('recipe.showNotes')}
          checked={preferences.showNotes}
          onChange={(event) => update({ showNotes: event.currentTarget.checked })}
        />
      </DialogBody>
      <DialogFooter actions={<Button onClick={onClose}>{t('recipe.close')}</Button>} />
    </Dialog>
  );
}
