import { H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { ChecksSection } from './ChecksSection';
import { ImportSettingsSection } from './ImportSettingsSection';
import { InstallationSection } from './InstallationSection';
import { StatisticsSection } from './StatisticsSection';

/** `/admin/site-settings`: the installation at a glance, and the settings an admin changes. */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="larder-page larder-admin-page">
      <H2 className="larder-page-title">{t('admin.siteSettings')}</H2>
      <InstallationSection />
      <StatisticsSection />
      <ImportSettingsSection />
      <ChecksSection />
    </div>
  );
}
