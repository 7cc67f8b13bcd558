import { Button, Callout, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BackupSchedule } from '../../../../server/contract/backups';
import { saveBackupSchedule, useBackupStatus } from '../../../api/backups';
import { useToasts } from '../../../app/toasts/useToasts';
import { DataSection } from '../DataSection';

/** The nightly backup's switch, time, how many to keep and folder. */
export function ScheduleSection() {
  const { t } = useTranslation();
  const { data, error, mutate } = useBackupStatus();
  return (
    <DataSection
      title={t('backups.scheduleTitle')}
      icon="time"
      data={data?.schedule}
      error={error}
      onRetry={() => void mutate()}
    >
      {(schedule) => <ScheduleForm key={JSON.stringify(schedule)} schedule={schedule} />}
    </DataSection>
  );
}

function ScheduleForm({ schedule }: { schedule: BackupSchedule }) {
  const { t, i18n } = useTranslation();
  const [enabled, setEnabled] = useState(schedule.enabled);
  const [time, setTime] = useState(schedule.time.slice(0, 5));
  const [keep, setKeep] = useState(String(schedule.keep));
  const [folder, setFolder] = useState(schedule.folder ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const toasts = useToasts();

  const save = async () => {
    setIsSaving(true);
    const { error } = await saveBackupSchedule({
      enabled,
      time,
      keep: Number(keep),
      ...(schedule.folderForced ? {} : { folder: folder.trim() || null }),
    });
    setIsSaving(false);
    setProblem(error ? error.message : null);
    if (!error) toasts.show('success', t('backups.scheduleSaved'));
  };

  return (
    <form
      className="larder-schedule-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Switch
        checked={enabled}
        label={t('backups.scheduleEnabled')}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
      />
      <div className="larder-form-row">
        <FormGroup label={t('backups.scheduleTime')} labelFor="backup-time">
          <InputGroup
            id="backup-time"
            type="time"
            value={time}
            disabled={!enabled}
            onChange={(event) => setTime(event.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={t('backups.scheduleKeep')} labelFor="backup-keep">
          <InputGroup
            id="backup-keep"
            type="number"
            min={1}
            max={365}
            value={keep}
            onChange={(event) => setKeep(event.currentTarget.value)}
          />
        </FormGroup>
      </div>
      {schedule.folderForced ? (
        <Callout icon="lock" className="larder-section-gap">
          {t('backups.scheduleFolderForced', { folder: schedule.folderInUse })}
        </Callout>
      ) : (
        <FormGroup label={t('backups.scheduleFolder')} labelFor="backup-folder">
          <InputGroup
            id="backup-folder"
            value={folder}
            placeholder={schedule.folderInUse}
            onChange={(event) => setFolder(event.currentTarget.value)}
          />
        </FormGroup>
      )}
      <p className="larder-muted">
        {schedule.nextRun
          ? t('backups.nextRun', { when: new Date(schedule.nextRun).toLocaleString(i18n.language) })
          : t('backups.scheduleOff')}{' '}
        {t('backups.scheduleInUse', { folder: schedule.folderInUse })}
      </p>
      {problem && (
        <Callout intent="danger" icon="error" className="larder-section-gap" role="alert">
          {problem}
        </Callout>
      )}
      <Button type="submit" intent="primary" icon="floppy-disk" loading={isSaving}>
        {t('backups.scheduleSave')}
      </Button>
    </form>
  );
}
