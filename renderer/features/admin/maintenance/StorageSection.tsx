import { HTMLTable, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { useMaintenanceStorage, useMaintenanceSummary } from '../../../api/maintenance';
import { DataSection } from '../DataSection';

import { formatBytes } from './format-bytes';

/** Bytes of each kind of file, each with a bar against the largest. */
export function StorageSection() {
  const { t } = useTranslation();
  const { data, error, mutate } = useMaintenanceStorage();
  const { data: summary } = useMaintenanceSummary();
  return (
    <DataSection
      title={t('maintenance.storageTitle')}
      icon="database"
      data={data}
      error={error}
      onRetry={() => void mutate()}
    >
      {({ kinds }) => {
        const largest = Math.max(1, ...kinds.map((kind) => kind.bytes));
        return (
          <>
            {summary && (
              <p className="larder-muted">
                {t('maintenance.dataFolder', { size: summary.dataDirSize })}
              </p>
            )}
            <HTMLTable compact className="larder-storage-table">
              <tbody>
                {kinds.map(({ kind, bytes }) => (
                  <tr key={kind}>
                    <th scope="row">{t(`maintenance.kind_${kind}`)}</th>
                    <td className="larder-storage-bar">
                      <ProgressBar value={bytes / largest} stripes={false} animate={false} />
                    </td>
                    <td className="larder-storage-size">{formatBytes(bytes)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        );
      }}
    </DataSection>
  );
}
