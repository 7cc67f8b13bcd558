import {
  Button,
  Callout,
  Card,
  FormGroup,
  H2,
  H4,
  NonIdealState,
  ProgressBar,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReportSummary } from '../../../../server/contract/reports';
import { startBulkUrlImport } from '../../../api/recipe-import-url';
import { deleteReport, useReport, useReports } from '../../../api/reports';
import { ErrorState } from '../../../components/ErrorState';
import { ReportEntries } from '../../reports/ReportEntries';
import { reportStatusIntent } from '../../reports/report-status';

import { webAddressesIn } from './web-address';
import './url-import.css';

/** Live progress and per-address outcome of one bulk import. */
function ImportProgress({ reportId, total }: { reportId: string; total: number | null }) {
  const { t } = useTranslation();
  const { report, error } = useReport(reportId);
  if (error) return <ErrorState error={error} />;
  if (!report) return <ProgressBar intent="primary" />;
  const done = report.entries.length;
  const isRunning = report.status === 'in-progress';
  return (
    <section className="larder-bulk-progress" aria-label={t('bulkImport.progress')}>
      <div className="larder-bulk-progress-head">
        <Tag intent={reportStatusIntent[report.status]} data-testid="bulk-status">
          {t(`bulkImport.status_${report.status}`)}
        </Tag>
        {total !== null && (
          <span data-testid="bulk-count">{t('bulkImport.doneOf', { done, total })}</span>
        )}
      </div>
      {isRunning && (
        <ProgressBar
          intent="primary"
          value={total ? done / total : undefined}
          aria-label={t('bulkImport.progress')}
        />
      )}
      <ReportEntries entries={report.entries} />
    </section>
  );
}

function PastImports({ onOpen }: { onOpen: (report: ReportSummary) => void }) {
  const { t, i18n } = useTranslation();
  const { reports, error, refresh } = useReports('bulk_import');
  if (error) return <ErrorState error={error} onRetry={refresh} />;
  if (reports.length === 0)
    return <NonIdealState icon="history" description={t('bulkImport.noHistory')} />;
  return (
    <ul className="larder-bulk-history">
      {reports.map((report) => (
        <li key={report.id}>
          <Tag intent={reportStatusIntent[report.status]} minimal>
            {t(`bulkImport.status_${report.status}`)}
          </Tag>
          <Button variant="minimal" onClick={() => onOpen(report)}>
            {new Date(report.timestamp).toLocaleString(i18n.language)}
          </Button>
          <Button
            variant="minimal"
            icon="trash"
            aria-label={t('bulkImport.deleteReport')}
            onClick={() => void deleteReport(report.id).then(refresh)}
          />
        </li>
      ))}
    </ul>
  );
}

/** `/recipe/create/bulk`: many web pages imported in the background, followed live. */
export function BulkImportPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [run, setRun] = useState<{ reportId: string; total: number | null } | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { addresses, rejected } = webAddressesIn(text);
  const { refresh } = useReports('bulk_import');

  const start = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (addresses.length === 0 || rejected.length > 0 || isStarting) return;
    setIsStarting(true);
    setProblem(null);
    const { data, error } = await startBulkUrlImport(addresses);
    setIsStarting(false);
    if (data) {
      setRun({ reportId: data.reportId, total: addresses.length });
      setText('');
      refresh();
    } else setProblem(error?.message ?? t('bulkImport.failed'));
  };

  return (
    <div className="larder-page larder-url-import">
      <Card className="larder-form-card" elevation={1}>
        <H2>{t('bulkImport.title')}</H2>
        <p>{t('bulkImport.intro')}</p>
        <form onSubmit={(event) => void start(event)}>
          <FormGroup
            label={t('bulkImport.urls')}
            labelFor="larder-bulk-urls"
            intent={rejected.length > 0 ? 'danger' : 'none'}
            helperText={
              rejected.length > 0
                ? t('bulkImport.rejected', { lines: rejected.join(', ') })
                : t('bulkImport.count', { count: addresses.length })
            }
          >
            <TextArea
              id="larder-bulk-urls"
              fill
              rows={6}
              placeholder={'https://…\nhttps://…'}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
          </FormGroup>
          <Button
            type="submit"
            intent="primary"
            icon="import"
            loading={isStarting}
            disabled={addresses.length === 0 || rejected.length > 0}
          >
            {t('bulkImport.start')}
          </Button>
        </form>
        {problem && (
          <Callout className="larder-form-callout" intent="danger">
            {problem}
          </Callout>
        )}
      </Card>
      {run && (
        <Card elevation={1}>
          <ImportProgress key={run.reportId} reportId={run.reportId} total={run.total} />
        </Card>
      )}
      <Card elevation={0}>
        <H4>{t('bulkImport.history')}</H4>
        <PastImports onOpen={(report) => setRun({ reportId: report.id, total: null })} />
      </Card>
    </div>
  );
}
