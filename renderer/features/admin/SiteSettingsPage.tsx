import { H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { ChecksSection } from './ChecksSection';
import { EmailSection } from './EmailSection';
import { InstallationSection } from './InstallationSection';
import { SiteSettingSection } from './SiteSettingSection';
import { StatisticsSection } from './StatisticsSection';

/** `/admin/site-settings`: the installation at a glance, and the settings an admin changes. */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="larder-page larder-admin-page">
      <H2 className="larder-page-title">{t('admin.siteSettings')}</H2>
      <InstallationSection />
      <StatisticsSection />
      <SiteSettingSection
        setting="allowSignup"
        title={t('admin.signupTitle')}
        icon="new-person"
        label={t('admin.allowSignup')}
        help={t('admin.allowSignupHelp')}
        forcedNote={t('admin.allowSignupForced')}
      />
      <SiteSettingSection
        setting="allowPrivateFetch"
        title={t('fileImport.settingsTitle')}
        icon="import"
        label={t('fileImport.privateFetch')}
        help={t('fileImport.privateFetchHelp')}
        forcedNote={t('fileImport.privateFetchForced')}
      />
      <EmailSection />
      <ChecksSection />
    </div>
  );
}
