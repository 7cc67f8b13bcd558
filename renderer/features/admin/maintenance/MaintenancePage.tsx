import { H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { CleansSection } from './CleansSection';
import { LogSection } from './LogSection';
import { StorageSection } from './StorageSection';

/** `/admin/maintenance`: storage by kind, the clean-ups, and the server log. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <div className="larder-page larder-admin-page">
      <H2 className="larder-page-title">{t('maintenance.title')}</H2>
      <p className="larder-page-intro">{t('maintenance.intro')}</p>
      <StorageSection />
      <CleansSection />
      <LogSection />
    </div>
  );
}
