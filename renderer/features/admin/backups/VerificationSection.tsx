import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { useBackupStatus } from '../../../api/backups';
import { DataSection } from '../DataSection';

/** The last backup proven restorable, and the last failure until a run succeeds again. */
export function VerificationSection() {
  const { t, i18n } = useTranslation();
  const { data, error, mutate } = useBackupStatus();
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <DataSection
      title={t('backups.healthTitle')}
      icon="endorsed"
      data={data}
      error={error}
      onRetry={() => void mutate()}
    >
      {({ health }) => (
        <>
          {health.lastVerified ? (
            <Callout intent="success" icon="tick-circle">
              {t('backups.verified', {
                name: health.lastVerified.name,
                when: when(health.lastVerified.verifiedAt),
                tables: health.lastVerified.tables,
                rows: health.lastVerified.rows,
                files: health.lastVerified.files,
              })}
            </Callout>
          ) : (
            <Callout icon="info-sign">{t('backups.neverVerified')}</Callout>
          )}
          {health.lastFailure && (
            <Callout intent="danger" icon="error" className="larder-section-gap">
              {t('backups.lastFailure', {
                when: when(health.lastFailure.at),
                message: health.lastFailure.message,
              })}
            </Callout>
          )}
        </>
      )}
    </DataSection>
  );
}
