import { Button, Card, H2, HTMLSelect, NonIdealState, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ReportCategory } from '../../../server/contract/reports';
import { deleteReport, useReports } from '../../api/reports';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';

import { ReportDetails } from './ReportDetails';
import { reportStatusIntent } from './report-status';

/** `/group/reports`: every report of the household (migrations, bulk imports) with its entries. */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const { reports, error, isLoading, refresh } = useReports(category);

  let body;
  if (error) body = <ErrorState error={error} onRetry={refresh} />;
  else if (isLoading) body = <LoadingState />;
  else if (reports.length === 0)
    body = (
      <NonIdealState
        icon="document"
        title={t('reports.empty')}
        description={t('reports.emptyHelp')}
      />
    );
  else
    body = (
      <ul className="larder-report-list">
        {reports.map((report) => (
          <li key={report.id}>
            <Card elevation={1}>
              <div className="larder-report-head">
                <Tag intent={reportStatusIntent[report.status]} minimal>
                  {t(`reports.status_${report.status}`)}
                </Tag>
                <Button
                  variant="minimal"
                  aria-expanded={openId === report.id}
                  aria-label={t('reports.open', { name: report.name })}
                  onClick={() => setOpenId(openId === report.id ? null : report.id)}
                >
                  <strong>{report.name}</strong>{' '}
                  <span className="larder-muted">
                    {t(`reports.category_${report.category}`)} ·{' '}
                    {new Date(report.timestamp).toLocaleString(i18n.language)}
                  </span>
                </Button>
                <Button
                  variant="minimal"
                  icon="trash"
                  aria-label={t('reports.delete', { name: report.name })}
                  onClick={() => void deleteReport(report.id).then(refresh)}
                />
              </div>
              {openId === report.id && <ReportDetails reportId={report.id} />}
            </Card>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="larder-page">
      <H2 className="larder-page-title">{t('reports.title')}</H2>
      <p className="larder-page-intro">{t('reports.intro')}</p>
      <label className="larder-toolbar">
        {t('reports.filter')}
        <HTMLSelect
          value={category ?? ''}
          onChange={(event) => {
            const parsed = ReportCategory.safeParse(event.currentTarget.value);
            setCategory(parsed.success ? parsed.data : null);
          }}
          options={[
            { value: '', label: t('reports.all') },
            ...ReportCategory.options.map((value) => ({
              value,
              label: t(`reports.category_${value}`),
            })),
          ]}
        />
      </label>
      {body}
    </div>
  );
}
