import { ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { BackupJob } from '../../../../server/contract/backups';

/** A running backup job: its phase and, when the total is known, how far it is. */
export function JobProgress({ job }: { job: BackupJob }) {
  const { t } = useTranslation();
  const known = job.total > 0;
  return (
    <div className="larder-job-progress" role="status">
      <ProgressBar intent="primary" value={known ? job.done / job.total : undefined} />
      <span>
        {known
          ? t('backups.phase', { phase: job.phase, done: job.done, total: job.total })
          : t('backups.phaseUnknown', { phase: job.phase })}
      </span>
    </div>
  );
}
