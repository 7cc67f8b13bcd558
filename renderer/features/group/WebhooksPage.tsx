import { Alert, Button, H2, NonIdealState, Section, SectionCard, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReadWebhook } from '../../../server/contract/webhooks';
import { deleteWebhook, rerunWebhooks, testWebhook, useWebhooks } from '../../api/notifications';
import { useToasts } from '../../app/toasts/useToasts';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';

import { DeliveryResult } from './DeliveryResult';
import { NotificationsNav } from './NotificationsNav';
import { WebhookDialog } from './WebhookDialog';

/** `/group/webhooks`: the meal-plan webhooks, each called once a day at its time. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { data, error, mutate } = useWebhooks();
  const [editing, setEditing] = useState<ReadWebhook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ReadWebhook | null>(null);
  const [testing, setTesting] = useState<string | null>(null);

  const handleTest = async (webhook: ReadWebhook) => {
    setTesting(webhook.id);
    const { data: result } = await testWebhook(webhook.id);
    setTesting(null);
    if (result) {
      const reason = result.error ?? '';
      if (result.ok) toasts.show('success', t('notifications.testSent'));
      else toasts.show('error', t('notifications.testFailed', { reason }));
    }
  };

  let content;
  if (error) content = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data) content = <LoadingState />;
  else if (data.items.length === 0)
    content = (
      <NonIdealState
        icon="globe-network"
        title={t('notifications.noWebhooks')}
        description={t('notifications.noWebhooksHelp')}
        action={
          <Button intent="primary" icon="add" onClick={() => setEditing('new')}>
            {t('notifications.newWebhook')}
          </Button>
        }
      />
    );
  else
    content = (
      <ul className="larder-row-list" aria-label={t('notifications.webhooks')}>
        {data.items.map((webhook) => (
          <li key={webhook.id} className="larder-row" data-testid="webhook-row">
            <span className="larder-row-main">
              <span className="larder-notification-title">
                <strong>{webhook.name || webhook.url}</strong>
                <Tag minimal icon="time">
                  {webhook.scheduledTime.slice(0, 5)}
                </Tag>
                {webhook.enabled ? null : <Tag minimal>{t('notifications.off')}</Tag>}
              </span>
              <small className="larder-notification-target">{webhook.url}</small>
              <DeliveryResult delivery={webhook.lastDelivery} />
            </span>
            <span className="larder-row-actions">
              <Button
                icon="send-message"
                loading={testing === webhook.id}
                onClick={() => void handleTest(webhook)}
              >
                {t('notifications.test')}
              </Button>
              <Button icon="edit" onClick={() => setEditing(webhook)}>
                {t('notifications.edit')}
              </Button>
              <Button
                icon="trash"
                intent="danger"
                variant="minimal"
                aria-label={t('notifications.deleteNamed', { name: webhook.name || webhook.url })}
                onClick={() => setDeleting(webhook)}
              />
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="larder-page larder-household">
      <div className="larder-page-header">
        <H2 className="larder-page-title">{t('notifications.webhooks')}</H2>
        <NotificationsNav current="webhooks" />
      </div>
      <Section elevation={1}>
        <SectionCard>
          <p className="larder-section-intro">{t('notifications.webhooksIntro')}</p>
          {data && data.items.length > 0 ? (
            <div className="larder-page-actions">
              <Button intent="primary" icon="add" onClick={() => setEditing('new')}>
                {t('notifications.newWebhook')}
              </Button>
              <Button icon="refresh" onClick={() => void rerunWebhooks()}>
                {t('notifications.rerun')}
              </Button>
            </div>
          ) : null}
          {content}
        </SectionCard>
      </Section>
      {editing ? (
        <WebhookDialog
          webhook={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('notifications.delete')}
        cancelButtonText={t('manage.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteWebhook(deleting.id);
          setDeleting(null);
        }}
      >
        <p>{t('notifications.deleteQuestion', { name: deleting?.name || deleting?.url })}</p>
      </Alert>
    </div>
  );
}
