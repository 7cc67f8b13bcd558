import { Button, Callout, Dialog, DialogBody, DialogFooter, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RecipeSettings } from '../../../server/contract/recipes';

interface BulkSettingsDialogProps {
  count: number;
  onClose: () => void;
  /** Resolves true when applied; the dialog then closes. */
  onApply: (settings: RecipeSettings) => Promise<boolean>;
}

const switches = [
  'public',
  'showNutrition',
  'showAssets',
  'landscapeView',
  'disableComments',
  'disableAmount',
] as const;

/** Sets the settings of every selected recipe at once (each keeps its own lock). */
export function BulkSettingsDialog({ count, onClose, onApply }: BulkSettingsDialogProps) {
  const { t } = useTranslation();
  // Mealie's defaults for a new recipe.
  const [settings, setSettings] = useState<RecipeSettings>({
    public: false,
    showNutrition: false,
    showAssets: false,
    landscapeView: false,
    disableComments: true,
    disableAmount: true,
    locked: false,
  });
  const [isBusy, setIsBusy] = useState(false);
  const apply = async () => {
    setIsBusy(true);
    const isApplied = await onApply(settings);
    setIsBusy(false);
    if (isApplied) onClose();
  };
  return (
    <Dialog isOpen title={t('bulk.settingsTitle', { count })} icon="cog" onClose={onClose}>
      <DialogBody>
        <Callout intent="warning" className="larder-form-callout">
          {t('bulk.settingsExplain')}
        </Callout>
        {switches.map((key) => (
          <Switch
            key={key}
            label={t(`recipe.settingFields.${key}`)}
            checked={settings[key]}
            onChange={(event) => setSettings({ ...settings, [key]: event.currentTarget.checked })}
          />
        ))}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('bulk.cancel')}</Button>
            <Button intent="primary" loading={isBusy} onClick={() => void apply()}>
              {t('bulk.apply')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
