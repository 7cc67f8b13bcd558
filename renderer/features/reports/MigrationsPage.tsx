import {
  Button,
  Callout,
  Card,
  FileInput,
  FormGroup,
  H2,
  HTMLSelect,
  Switch,
} from '@blueprintjs/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { migrationSources, type SupportedMigration } from '../../../server/contract/migrations';
import { startMigration } from '../../api/migrations';
import { platform } from '../../platform';

import { ReportDetails } from './ReportDetails';

/** `/group/migrations`: the household's recipes from another app, read in the background. */
export function MigrationsPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<SupportedMigration>('paprika');
  const [addTag, setAddTag] = useState(true);
  const [file, setFile] = useState<File | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reportId, setReportId] = useState<string | null>(null);
  const source = migrationSources.find((one) => one.type === type) ?? migrationSources[0];

  const start = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!file) return;
    setIsStarting(true);
    const { data, error } = await startMigration(type, file, addTag);
    setIsStarting(false);
    setProblem(error ? error.message : null);
    if (data) setReportId(data.id);
  };

  const chooseNative = async () => {
    const picked = await platform.files?.openMigrationArchive(type);
    if (picked) setFile(picked);
  };

  return (
    <div className="larder-page">
      <H2 className="larder-page-title">{t('migrations.title')}</H2>
      <p className="larder-page-intro">{t('migrations.intro')}</p>
      <Card elevation={1} className="larder-migration-sources">
        <form onSubmit={(event) => void start(event)}>
          <FormGroup label={t('migrations.source')} labelFor="migration-source">
            <HTMLSelect
              id="migration-source"
              value={type}
              onChange={(event) => {
                const chosen = migrationSources.find(
                  (one) => one.type === event.currentTarget.value,
                );
                if (chosen) setType(chosen.type);
                setFile(null);
              }}
              options={migrationSources.map((one) => ({ value: one.type, label: one.name }))}
            />
          </FormGroup>
          {source && (
            <Callout icon="info-sign" title={t('migrations.howTo')} className="larder-section-gap">
              {source.howToExport}
            </Callout>
          )}
          <FormGroup label={t('migrations.file')} labelFor="migration-file">
            {platform.files ? (
              <Button icon="folder-open" onClick={() => void chooseNative()}>
                {file ? file.name : t('migrations.chooseNative')}
              </Button>
            ) : (
              <FileInput
                text={file ? file.name : t('migrations.noFile')}
                buttonText={t('migrations.chooseFile')}
                inputProps={{
                  id: 'migration-file',
                  accept: source?.accept,
                  'aria-label': t('migrations.file'),
                }}
                onInputChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
              />
            )}
          </FormGroup>
          <Switch
            checked={addTag}
            label={t('migrations.addTag')}
            onChange={(event) => setAddTag(event.currentTarget.checked)}
          />
          <p className="larder-muted">{t('migrations.addTagHelp')}</p>
          {problem && (
            <Callout intent="danger" icon="error" className="larder-section-gap" role="alert">
              {problem}
            </Callout>
          )}
          <Button
            type="submit"
            intent="primary"
            icon="import"
            disabled={!file}
            loading={isStarting}
          >
            {t('migrations.start')}
          </Button>
        </form>
      </Card>
      {reportId && (
        <Card elevation={1} className="larder-section-gap">
          <ReportDetails reportId={reportId} />
          <Link to="/group/reports">{t('migrations.reportsLink')}</Link>
        </Card>
      )}
    </div>
  );
}
