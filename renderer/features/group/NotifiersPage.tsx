import { Alert, Button, H2, NonIdealState, Section, SectionCard, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GroupEventNotifierOut } from '../../../server/contract/event-notifiers';
import { deleteNotifier, testNotifier, useNotifiers } from '../../api/notifications';
import { useToasts } from '../../app/toasts/useToasts';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';

import { DeliveryResult } from './DeliveryResult';
import { NotificationsNav } from './NotificationsNav';
import { NotifierDialog } from './NotifierDialog';
import { notifierEventGroups } from './notifier-events';

const shownEvents = notifierEventGroups.flatMap((group) => group.events);

/** `/group/notifiers`: who hears of the household's events, through Apprise URLs. */
export function NotifiersPage() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { data, error, mutate } = useNotifiers();
  const [editing, setEditing] = useState<GroupEventNotifierOut | 'new' | null>(null);
  const [deleting, setDeleting] = useState<GroupEventNotifierOut | null>(null);
  const [testing, setTesting] = useState<string | null>(null);

  const handleTest = async (notifier: GroupEventNotifierOut) => {
    setTesting(notifier.id);
    const { error: failed } = await testNotifier(notifier.id);
    setTesting(null);
    if (!failed) toasts.show('info', t('notifications.testDone'));
  };

  let content;
  if (error) content = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data) content = <LoadingState />;
  else if (data.items.length === 0)
    content = (
      <NonIdealState
        icon="notifications"
        title={t('notifications.noNotifiers')}
        description={t('notifications.noNotifiersHelp')}
        action={
          <Button intent="primary" icon="add" onClick={() => setEditing('new')}>
            {t('notifications.newNotifier')}
          </Button>
        }
      />
    );
  else
    content = (
      <ul className="larder-row-list" aria-label={t('notifications.notifiers')}>
        {data.items.map((notifier) => {
          const on = shownEvents.filter((event) => notifier.options[event]).length;
          return (
            <li key={notifier.id} className="larder-row" data-testid="notifier-row">
              <span className="larder-row-main">
                <span className="larder-notification-title">
                  <strong>{notifier.name}</strong>
                  <Tag minimal>{notifier.service}</Tag>
                  {notifier.enabled ? null : <Tag minimal>{t('notifications.off')}</Tag>}
                </span>
                <small className="larder-notification-target">
                  {t('notifications.eventsOn', { count: on })}
                </small>
                <DeliveryResult delivery={notifier.lastDelivery} />
              </span>
              <span className="larder-row-actions">
                <Button
                  icon="send-message"
                  loading={testing === notifier.id}
                  onClick={() => void handleTest(notifier)}
                >
                  {t('notifications.test')}
                </Button>
                <Button icon="edit" onClick={() => setEditing(notifier)}>
                  {t('notifications.edit')}
                </Button>
                <Button
                  icon="trash"
                  intent="danger"
                  variant="minimal"
                  aria-label={t('notifications.deleteNamed', { name: notifier.name })}
                  onClick={() => setDeleting(notifier)}
                />
              </span>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className="larder-page larder-household">
      <div className="larder-page-header">
        <H2 className="larder-page-title">{t('notifications.notifiers')}</H2>
        <NotificationsNav current="notifiers" />
      </div>
      <Section elevation={1}>
        <SectionCard>
          <p className="larder-section-intro">{t('notifications.notifiersIntro')}</p>
          {data && data.items.length > 0 ? (
            <div className="larder-page-actions">
              <Button intent="primary" icon="add" onClick={() => setEditing('new')}>
                {t('notifications.newNotifier')}
              </Button>
            </div>
          ) : null}
          {content}
        </SectionCard>
      </Section>
      {editing ? (
        <NotifierDialog
          notifier={editing === 'new' ? null : editing}
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
          if (deleting) void deleteNotifier(deleting.id);
          setDeleting(null);
        }}
      >
        <p>{t('notifications.deleteQuestion', { name: deleting?.name })}</p>
      </Alert>
    </div>
  );
}
