import { FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReadWebhook } from '../../../server/contract/webhooks';
import { saveWebhook } from '../../api/notifications';

import { FormDialog } from './FormDialog';

interface WebhookDialogProps {
  /** The webhook to edit; null for a new one. */
  webhook: ReadWebhook | null;
  onClose: () => void;
}

/** Name, URL, time of day and on/off of a meal-plan webhook. */
export function WebhookDialog({ webhook, onClose }: WebhookDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(webhook?.name ?? '');
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [time, setTime] = useState(webhook?.scheduledTime.slice(0, 5) ?? '18:00');
  const [enabled, setEnabled] = useState(webhook?.enabled ?? true);
  const save = () =>
    saveWebhook(webhook?.id ?? null, {
      name,
      url,
      scheduledTime: time,
      enabled,
      webhookType: 'mealplan',
    });

  return (
    <FormDialog
      title={webhook ? t('notifications.editWebhook') : t('notifications.newWebhook')}
      icon="globe-network"
      onSave={save}
      onClose={onClose}
    >
      <FormGroup label={t('notifications.name')} labelFor="webhook-name">
        <InputGroup id="webhook-name" value={name} autoFocus onValueChange={setName} />
      </FormGroup>
      <FormGroup
        label={t('notifications.url')}
        labelFor="webhook-url"
        helperText={t('notifications.webhookUrlHelp')}
      >
        <InputGroup
          id="webhook-url"
          type="url"
          value={url}
          placeholder="https://"
          onValueChange={setUrl}
        />
      </FormGroup>
      <FormGroup
        label={t('notifications.time')}
        labelFor="webhook-time"
        helperText={t('notifications.timeHelp')}
      >
        <InputGroup id="webhook-time" type="time" value={time} required onValueChange={setTime} />
      </FormGroup>
      <Switch
        label={t('notifications.enabled')}
        checked={enabled}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
      />
    </FormDialog>
  );
}
