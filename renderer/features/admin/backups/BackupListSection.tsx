import { Alert, Button, Callout, FileInput, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BackupFile } from '../../../../server/contract/backups';
import {
  createBackup,
  deleteBackup,
  downloadBackup,
  uploadBackup,
  useBackupStatus,
  useBackups,
} from '../../../api/backups';
import { useToasts } from '../../../app/toasts/useToasts';
import { platform } from '../../../platform';
import { DataSection } from '../DataSection';

import { JobProgress } from './JobProgress';
import { RestoreDialog } from './RestoreDialog';

/** The backups folder: create, upload, and per file download, restore and delete. */
export function BackupListSection() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { data, error, mutate } = useBackups();
  const { data: status } = useBackupStatus();
  const [deleting, setDeleting] = useState<BackupFile | null>(null);
  const [restoring, setRestoring] = useState<BackupFile | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);

  const running = status?.jobs.find((job) => job.status === 'queued' || job.status === 'running');
  const failed = status?.jobs.find((job) => job.status === 'failed' && job.kind === 'create');
  const runningId = running?.id;

  // A job that ends may have written a backup (or the one before a restore): list them again.
  useEffect(() => {
    if (runningId === undefined) return;
    return () => void mutate();
  }, [runningId, mutate]);

  const sendUpload = async (file: File | null) => {
    if (!file) return;
    setIsUploading(true);
    const { error: refused } = await uploadBackup(file);
    setIsUploading(false);
    setUploadProblem(refused ? refused.message : null);
    if (!refused) toasts.show('success', t('backups.uploaded', { name: file.name }));
  };

  const save = async (name: string) => {
    if (platform.files) {
      const path = await platform.files.saveBackupAs(name);
      if (path) toasts.show('success', t('backups.savedTo', { path }));
      return;
    }
    await downloadBackup(name);
  };

  return (
    <DataSection
      title={t('backups.listTitle')}
      icon="archive"
      data={data}
      error={error}
      onRetry={() => void mutate()}
    >
      {({ imports }) => (
        <>
          <div className="larder-toolbar">
            <Button
              intent="primary"
              icon="add"
              loading={running?.kind === 'create'}
              disabled={running !== undefined}
              onClick={() => void createBackup()}
            >
              {t('backups.create')}
            </Button>
            {platform.files ? (
              <Button
                icon="upload"
                loading={isUploading}
                onClick={() => void platform.files?.openBackupArchive().then(sendUpload)}
              >
                {t('backups.uploadFromFile')}
              </Button>
            ) : (
              <FileInput
                text={isUploading ? t('backups.creating') : t('backups.upload')}
                buttonText={t('backups.upload')}
                disabled={isUploading}
                inputProps={{ accept: '.zip', 'aria-label': t('backups.upload') }}
                onInputChange={(event) => void sendUpload(event.currentTarget.files?.[0] ?? null)}
              />
            )}
          </div>
          {running && <JobProgress job={running} />}
          {failed && !running && (
            <Callout intent="danger" icon="error" className="larder-section-gap">
              {t('backups.jobFailed', { error: failed.error ?? '' })}
            </Callout>
          )}
          {uploadProblem && (
            <Callout intent="danger" icon="error" className="larder-section-gap" role="alert">
              {uploadProblem}
            </Callout>
          )}
          {imports.length === 0 ? (
            <NonIdealState
              icon="archive"
              title={t('backups.empty')}
              description={t('backups.emptyHelp')}
            />
          ) : (
            <BackupTable
              backups={imports}
              onSave={(name) => void save(name)}
              onRestore={setRestoring}
              onDelete={setDeleting}
            />
          )}
          <Alert
            isOpen={deleting !== null}
            intent="danger"
            icon="trash"
            confirmButtonText={t('backups.delete')}
            cancelButtonText={t('backups.cancel')}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (deleting) {
                const { name } = deleting;
                void deleteBackup(name).then(({ error: refused }) => {
                  if (!refused) toasts.show('success', t('backups.deleted', { name }));
                });
              }
              setDeleting(null);
            }}
          >
            <p>{t('backups.deleteConfirm', { name: deleting?.name ?? '' })}</p>
          </Alert>
          {restoring && <RestoreDialog backup={restoring} onClose={() => setRestoring(null)} />}
        </>
      )}
    </DataSection>
  );
}

interface BackupTableProps {
  backups: BackupFile[];
  onSave: (name: string) => void;
  onRestore: (backup: BackupFile) => void;
  onDelete: (backup: BackupFile) => void;
}

function BackupTable({ backups, onSave, onRestore, onDelete }: BackupTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <HTMLTable className="larder-backup-table" striped>
      <thead>
        <tr>
          <th>{t('backups.name')}</th>
          <th>{t('backups.date')}</th>
          <th>{t('backups.size')}</th>
          <th>
            <span className="larder-visually-hidden">{t('backups.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {backups.map((backup) => (
          <tr key={backup.name}>
            <td className="larder-backup-name">{backup.name}</td>
            <td>{new Date(backup.date).toLocaleString(i18n.language)}</td>
            <td>{backup.size}</td>
            <td className="larder-backup-actions">
              <Button
                variant="minimal"
                icon="download"
                aria-label={`${t(platform.files ? 'backups.saveAs' : 'backups.download')} ${backup.name}`}
                title={t(platform.files ? 'backups.saveAs' : 'backups.download')}
                onClick={() => onSave(backup.name)}
              />
              <Button
                variant="minimal"
                icon="history"
                aria-label={`${t('backups.restore')} ${backup.name}`}
                title={t('backups.restore')}
                onClick={() => onRestore(backup)}
              />
              <Button
                variant="minimal"
                intent="danger"
                icon="trash"
                aria-label={`${t('backups.delete')} ${backup.name}`}
                title={t('backups.delete')}
                onClick={() => onDelete(backup)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
