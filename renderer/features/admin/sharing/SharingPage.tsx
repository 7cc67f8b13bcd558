import { Callout, H2, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { saveNetworkSharing, useNetworkSharing } from '../../../api/network-sharing';
import { platform } from '../../../platform';
import { DataSection } from '../DataSection';

import { SharingAddresses } from './SharingAddresses';
import './sharing.css';

/** `/admin/sharing`: share Larder with the household's other devices on the home network. */
export function SharingPage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useNetworkSharing();
  const [isSaving, setIsSaving] = useState(false);
  return (
    <div className="larder-page larder-admin-page">
      <H2 className="larder-page-title">{t('sharing.title')}</H2>
      <DataSection
        title={t('sharing.switchTitle')}
        icon="globe-network"
        data={data}
        error={error}
        onRetry={() => void mutate()}
      >
        {(sharing) => (
          <>
            <Switch
              size="large"
              checked={sharing.enabled}
              disabled={isSaving}
              label={t('sharing.switch')}
              onChange={(event) => {
                const enabled = event.currentTarget.checked;
                setIsSaving(true);
                void saveNetworkSharing({ enabled }).finally(() => setIsSaving(false));
              }}
            />
            <p className="bp6-text-muted">{t('sharing.help')}</p>
            {sharing.enabled ? (
              <SharingAddresses sharing={sharing} />
            ) : (
              <Callout icon="desktop" className="larder-section-note">
                {t('sharing.offNote')}
              </Callout>
            )}
            <Callout intent="primary" icon="info-sign" className="larder-section-note">
              {platform.isDesktop ? t('sharing.desktopNote') : t('sharing.serverNote')}
            </Callout>
          </>
        )}
      </DataSection>
    </div>
  );
}
