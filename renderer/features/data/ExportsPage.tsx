import { Alert, Button, Callout, H2, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { downloadExport, purgeExports, useDataExports } from '../../api/recipe-bulk';
import { ErrorState } from '../../components/ErrorState';
import { LinkButton } from '../../components/LinkButton';
import { LoadingState } from '../../components/LoadingState';

import { DataNav } from './DataNav';
import './data.css';

/** `/group/data/exports`: the recipe exports made from the home page's bulk actions. */
export function ExportsPage() {
  const { t, i18n } = useTranslation();
  const { exports, error, isLoading, retry } = useDataExports();
  const [isPurging, setIsPurging] = useState(false);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  let body;
  if (isLoading) body = <LoadingState />;
  else if (error) body = <ErrorState error={error} onRetry={retry} />;
  else if (exports.length === 0)
    body = (
      <NonIdealState
        icon="export"
        title={t('data.exportsEmptyTitle')}
        description={t('data.exportsEmptyDescription')}
        action={
          <LinkButton to="/" icon="search">
            {t('data.exportsGoSelect')}
          </LinkButton>
        }
      />
    );
  else
    body = (
      <ul className="larder-data-list" aria-label={t('data.exports')}>
        {exports.map((item) => (
          <li key={item.id} className="larder-data-row" data-testid="export-row">
            <div className="larder-data-text">
              <strong>{item.name}</strong>
              <span className="larder-data-details">
                <span>{item.filename}</span>
                <span>{item.size}</span>
                <span>{t('data.expires', { when: when(item.expires) })}</span>
              </span>
            </div>
            <Button
              icon="download"
              aria-label={t('data.downloadNamed', { name: item.filename })}
              onClick={() => void downloadExport(item)}
            >
              {t('data.download')}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="larder-page larder-data-page">
      <div className="larder-page-header">
        <H2 className="larder-page-title">{t('data.title')}</H2>
      </div>
      <DataNav />
      <div className="larder-data-toolbar">
        <Callout icon="info-sign" className="larder-data-intro">
          {t('data.exportsIntro')}
        </Callout>
        {exports.length > 0 ? (
          <Button intent="danger" icon="trash" onClick={() => setIsPurging(true)}>
            {t('data.purge')}
          </Button>
        ) : null}
      </div>
      {body}
      <Alert
        isOpen={isPurging}
        intent="danger"
        icon="trash"
        confirmButtonText={t('data.purge')}
        cancelButtonText={t('data.cancel')}
        onCancel={() => setIsPurging(false)}
        onConfirm={() => {
          void purgeExports();
          setIsPurging(false);
        }}
      >
        <p>{t('data.purgeConfirm', { count: exports.length })}</p>
      </Alert>
    </div>
  );
}
