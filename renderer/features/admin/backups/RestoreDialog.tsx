import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  NonIdealState,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BackupFile, BackupRestored } from '../../../../server/contract/backups';
import { restoreBackup, useBackupStatus } from '../../../api/backups';

import { JobProgress } from './JobProgress';

interface RestoreDialogProps {
  backup: BackupFile;
  onClose: () => void;
}

/**
 * Says what a restore does, asks for the file name typed out, follows the restore's phases and
 * ends with the way back in: every session, the admin's too, has ended.
 */
export function RestoreDialog({ backup, onClose }: RestoreDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [isRunning, setIsRunning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [restored, setRestored] = useState<BackupRestored | null>(null);
  const { data: status } = useBackupStatus();
  const job = status?.jobs.find((one) => one.kind === 'restore' && one.status === 'running');

  const restore = async () => {
    setIsRunning(true);
    setProblem(null);
    const { data, error } = await restoreBackup(backup.name);
    setIsRunning(false);
    if (error) setProblem(error.message);
    else setRestored(data);
  };

  if (restored) {
    return (
      <Dialog
        isOpen
        title={t('backups.restoreTitle', { name: backup.name })}
        isCloseButtonShown={false}
      >
        <DialogBody>
          <NonIdealState
            icon="tick-circle"
            title={t('backups.restoreDone')}
            description={t('backups.restoreDoneHelp', {
              rows: restored.rows,
              files: restored.files,
              previous: restored.previousState,
            })}
            action={
              <Button intent="primary" onClick={() => window.location.assign('/login')}>
                {t('backups.signInAgain')}
              </Button>
            }
          />
        </DialogBody>
      </Dialog>
    );
  }

  return (
    <Dialog
      isOpen
      title={t('backups.restoreTitle', { name: backup.name })}
      icon="history"
      onClose={isRunning ? undefined : onClose}
      isCloseButtonShown={!isRunning}
    >
      <DialogBody>
        <p>
          <strong>{t('backups.restoreWhat')}</strong>
        </p>
        <ol className="larder-restore-steps">
          <li>{t('backups.restoreStep1')}</li>
          <li>{t('backups.restoreStep2')}</li>
          <li>{t('backups.restoreStep3')}</li>
        </ol>
        <FormGroup
          label={t('backups.restoreType')}
          labelFor="restore-confirm"
          helperText={backup.name}
        >
          <InputGroup
            id="restore-confirm"
            value={typed}
            disabled={isRunning}
            autoComplete="off"
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </FormGroup>
        {isRunning && (
          <Callout icon="time" className="larder-section-gap">
            {t('backups.restoreRunning')}
            {job && <JobProgress job={job} />}
          </Callout>
        )}
        {problem && (
          <Callout intent="danger" icon="error" className="larder-section-gap" role="alert">
            {problem}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose} disabled={isRunning}>
              {t('backups.cancel')}
            </Button>
            <Button
              intent="danger"
              icon="history"
              disabled={typed.trim() !== backup.name}
              loading={isRunning}
              onClick={() => void restore()}
            >
              {t('backups.restore')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
