import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { seedData, type DataKind } from '../../api/group-data';
import { useToasts } from '../../app/toasts/useToasts';
import { getLocale, locales } from '../../i18n/locales';

/** The locales the server has starter data for (resources/seed); others get en-US. */
const seedLocales = [
  'en-US',
  'en-GB',
  'da-DK',
  'de-DE',
  'es-ES',
  'fr-FR',
  'it-IT',
  'nl-NL',
  'pl-PL',
  'pt-BR',
  'ru-RU',
  'sv-SE',
].map((value) => ({ value, name: locales.find((entry) => entry.value === value)?.name ?? value }));

interface SeedDialogProps {
  kind: DataKind;
  onClose: () => void;
}

/** "Seed starter data": adds a locale's foods, units or labels the group does not have yet. */
export function SeedDialog({ kind, onClose }: SeedDialogProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [locale, setLocale] = useState(() => {
    const current = getLocale();
    return seedLocales.some((entry) => entry.value === current) ? current : 'en-US';
  });
  const [isSeeding, setIsSeeding] = useState(false);
  const seed = async () => {
    setIsSeeding(true);
    const result = await seedData(kind, locale);
    setIsSeeding(false);
    if (result.error) {
      toasts.show('error', result.error.message);
      return;
    }
    toasts.show('success', t('data.seeded'));
    onClose();
  };
  return (
    <Dialog isOpen title={t(`data.seedTitle_${kind}`)} icon="add-to-artifact" onClose={onClose}>
      <DialogBody>
        <p>{t(`data.seedExplain_${kind}`)}</p>
        <FormGroup label={t('data.seedLocale')} labelFor="larder-seed-locale">
          <HTMLSelect
            id="larder-seed-locale"
            fill
            value={locale}
            onChange={(event) => setLocale(event.target.value)}
          >
            {seedLocales.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {`${entry.name} (${entry.value})`}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('data.cancel')}</Button>
            <Button intent="primary" loading={isSeeding} onClick={() => void seed()}>
              {t('data.seed')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
