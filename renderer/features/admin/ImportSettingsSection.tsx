import { Callout, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { saveSiteSettings, useSiteSettings } from '../../api/site-settings';

import { DataSection } from './DataSection';

/** Whether recipe imports may fetch from home-network addresses (a site setting). */
export function ImportSettingsSection() {
  const { t } = useTranslation();
  const { data, error, mutate } = useSiteSettings();
  const [isSaving, setIsSaving] = useState(false);
  return (
    <DataSection
      title={t('fileImport.settingsTitle')}
      icon="import"
      data={data}
      error={error}
      onRetry={() => void mutate()}
    >
      {(settings) => (
        <>
          <Switch
            checked={settings.allowPrivateFetch || settings.allowPrivateFetchForced}
            disabled={isSaving || settings.allowPrivateFetchForced}
            label={t('fileImport.privateFetch')}
            onChange={(event) => {
              const allowPrivateFetch = event.currentTarget.checked;
              setIsSaving(true);
              void saveSiteSettings({ allowPrivateFetch }).finally(() => setIsSaving(false));
            }}
          />
          <p className="bp6-text-muted">{t('fileImport.privateFetchHelp')}</p>
          {settings.allowPrivateFetchForced && (
            <Callout intent="primary" icon="info-sign">
              {t('fileImport.privateFetchForced')}
            </Callout>
          )}
        </>
      )}
    </DataSection>
  );
}
