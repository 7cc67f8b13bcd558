import { Checkbox, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { parseAppriseUrl } from '../../../server/contract/apprise-url';
import {
  GroupEventNotifierOptions,
  type GroupEventNotifierOut,
  type NotifierEvent,
} from '../../../server/contract/event-notifiers';
import { createNotifier, updateNotifier } from '../../api/notifications';
import { FormDialog } from './FormDialog';
import { notifierEventGroups } from './notifier-events';

interface NotifierDialogProps {
  /** The notifier to edit; null for a new one. */
  notifier: GroupEventNotifierOut | null;
  onClose: () => void;
}

/** A notifier's name, Apprise URL (kept when left empty on edit), on/off and event switches. */
export function NotifierDialog({ notifier, onClose }: NotifierDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(notifier?.name ?? '');
  const [url, setUrl] = useState('');
  const [enabled, setEnabled] = useState(notifier?.enabled ?? true);
  const [options, setOptions] = useState<GroupEventNotifierOptions>(() =>
    GroupEventNotifierOptions.parse(notifier?.options ?? {}),
  );
  const parsed = url.trim() ? parseAppriseUrl(url.trim()) : null;
  const urlProblem = parsed && 'error' in parsed ? parsed.error : null;

  const toggle = (event: NotifierEvent, on: boolean) =>
    setOptions((current) => ({ ...current, [event]: on }));

  const save = () => {
    const update = { name, appriseUrl: url.trim() || null, enabled, options };
    return notifier
      ? updateNotifier(notifier.id, update)
      : createNotifier({ name, appriseUrl: url.trim() }, update);
  };

  return (
    <FormDialog
      title={notifier ? t('notifications.editNotifier') : t('notifications.newNotifier')}
      icon="notifications"
      onSave={save}
      onClose={onClose}
      canSave={urlProblem === null && (notifier !== null || url.trim() !== '')}
    >
      <FormGroup label={t('notifications.name')} labelFor="notifier-name">
        <InputGroup id="notifier-name" value={name} autoFocus onValueChange={setName} />
      </FormGroup>
      <FormGroup
        label={t('notifications.appriseUrl')}
        labelFor="notifier-url"
        intent={urlProblem ? 'danger' : 'none'}
        helperText={
          urlProblem ?? (notifier ? t('notifications.appriseKeep') : t('notifications.appriseHelp'))
        }
      >
        <InputGroup
          id="notifier-url"
          value={url}
          placeholder="ntfy://ntfy.sh/my-topic"
          intent={urlProblem ? 'danger' : 'none'}
          onValueChange={setUrl}
        />
      </FormGroup>
      <Switch
        label={t('notifications.enabled')}
        checked={enabled}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
      />
      <div className="larder-notifier-events">
        {notifierEventGroups.map(({ group, events }) => (
          <fieldset key={group}>
            <legend>{t(`notifications.groups.${group}`)}</legend>
            {events.map((name) => (
              <Checkbox
                key={name}
                label={t(`notifications.events.${name}`)}
                checked={options[name]}
                onChange={(change) => toggle(name, change.currentTarget.checked)}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </FormDialog>
  );
}
