import { ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { useReport } from '../../api/reports';
import { ErrorState } from '../../components/ErrorState';

import { ReportEntries } from './ReportEntries';

/** One report's counts and entries, followed live while its work runs. */
export function ReportDetails({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const { report, error } = useReport(reportId);
  if (error) return <ErrorState error={error} />;
  if (!report) return <ProgressBar intent="primary" />;
  const ok = report.entries.filter((entry) => entry.success).length;
  return (
    <section className="larder-report-details" aria-label={report.name}>
      {report.status === 'in-progress' && <ProgressBar intent="primary" />}
      <p role="status">{t('reports.entries', { ok, failed: report.entries.length - ok })}</p>
      {report.entries.length === 0 ? (
        <p className="larder-muted">{t('reports.noEntries')}</p>
      ) : (
        <ReportEntries entries={report.entries} />
      )}
    </section>
  );
}
