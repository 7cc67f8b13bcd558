import { H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { BackupListSection } from './BackupListSection';
import { ScheduleSection } from './ScheduleSection';
import { VerificationSection } from './VerificationSection';

/** `/admin/backups`: the backups folder, the nightly schedule and the last verification. */
export function BackupsPage() {
  const { t } = useTranslation();
  return (
    <div className="larder-page larder-admin-page">
      <H2 className="larder-page-title">{t('backups.title')}</H2>
      <p className="larder-page-intro">{t('backups.intro')}</p>
      <BackupListSection />
      <VerificationSection />
      <ScheduleSection />
    </div>
  );
}
