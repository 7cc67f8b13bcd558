import { Button, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReadWebhook } from '../../../server/contract/webhooks';
import { deleteWebhook, rerunWebhooks, testWebhook, useWebhooks } from '../../api/notifications';
import { useToasts } from '../../app/toasts/useToasts';

import { DeliveryResult } from './DeliveryResult';
import { ItemActions } from './ItemActions';
import { ItemListPage } from './ItemListPage';
import { WebhookDialog } from './WebhookDialog';

const nameOf = (webhook: ReadWebhook) => webhook.name || webhook.url;

/** `/group/webhooks`: the meal-plan webhooks, each called once a day at its time. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const list = useWebhooks();
  const [editing, setEditing] = useState<ReadWebhook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ReadWebhook | null>(null);
  const [testing, setTesting] = useState<string | null>(null);

  const handleTest = async (webhook: ReadWebhook) => {
    setTesting(webhook.id);
    const { data: result } = await testWebhook(webhook.id);
    setTesting(null);
    if (!result) return;
    if (result.ok) toasts.show('success', t('notifications.testSent'));
    else toasts.show('error', t('notifications.testFailed', { reason: result.error ?? '' }));
  };

  const hasAny = (list.data?.items.length ?? 0) > 0;
  return (
    <ItemListPage
      title={t('notifications.webhooks')}
      current="webhooks"
      intro={t('notifications.webhooksIntro')}
      list={list}
      empty={{
        icon: 'globe-network',
        title: t('notifications.noWebhooks'),
        description: t('notifications.noWebhooksHelp'),
      }}
      toolbar={
        <>
          <Button intent="primary" icon="add" onClick={() => setEditing('new')}>
            {t('notifications.newWebhook')}
          </Button>
          {hasAny ? (
            <Button icon="refresh" onClick={() => void rerunWebhooks()}>
              {t('notifications.rerun')}
            </Button>
          ) : null}
        </>
      }
      renderItem={(webhook) => (
        <li key={webhook.id} className="larder-row" data-testid="webhook-row">
          <span className="larder-row-main">
            <span className="larder-notification-title">
              <strong>{nameOf(webhook)}</strong>
              <Tag minimal icon="time">
                {webhook.scheduledTime.slice(0, 5)}
              </Tag>
              {webhook.enabled ? null : <Tag minimal>{t('notifications.off')}</Tag>}
            </span>
            <small className="larder-notification-target">{webhook.url}</small>
            <DeliveryResult delivery={webhook.lastDelivery} />
          </span>
          <ItemActions
            name={nameOf(webhook)}
            onTest={() => void handleTest(webhook)}
            isTesting={testing === webhook.id}
            onEdit={() => setEditing(webhook)}
            onDelete={() => setDeleting(webhook)}
          />
        </li>
      )}
      deleting={deleting ? nameOf(deleting) : null}
      onCancelDelete={() => setDeleting(null)}
      onDelete={() => {
        if (deleting) void deleteWebhook(deleting.id);
        setDeleting(null);
      }}
    >
      {editing ? (
        <WebhookDialog
          webhook={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ItemListPage>
  );
}
