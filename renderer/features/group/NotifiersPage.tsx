import { Button, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GroupEventNotifierOut } from '../../../server/contract/event-notifiers';
import { deleteNotifier, testNotifier, useNotifiers } from '../../api/notifications';
import { useToasts } from '../../app/toasts/useToasts';

import { DeliveryResult } from './DeliveryResult';
import { ItemActions } from './ItemActions';
import { ItemListPage } from './ItemListPage';
import { NotifierDialog } from './NotifierDialog';
import { notifierEventGroups } from './notifier-events';

const shownEvents = notifierEventGroups.flatMap((group) => group.events);

/** `/group/notifiers`: who hears of the household's events, through Apprise URLs. */
export function NotifiersPage() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const list = useNotifiers();
  const [editing, setEditing] = useState<GroupEventNotifierOut | 'new' | null>(null);
  const [deleting, setDeleting] = useState<GroupEventNotifierOut | null>(null);
  const [testing, setTesting] = useState<string | null>(null);

  const handleTest = async (notifier: GroupEventNotifierOut) => {
    setTesting(notifier.id);
    const { error } = await testNotifier(notifier.id);
    setTesting(null);
    if (!error) toasts.show('info', t('notifications.testDone'));
  };

  return (
    <ItemListPage
      title={t('notifications.notifiers')}
      current="notifiers"
      intro={t('notifications.notifiersIntro')}
      list={list}
      empty={{
        icon: 'notifications',
        title: t('notifications.noNotifiers'),
        description: t('notifications.noNotifiersHelp'),
      }}
      toolbar={
        <Button intent="primary" icon="add" onClick={() => setEditing('new')}>
          {t('notifications.newNotifier')}
        </Button>
      }
      renderItem={(notifier) => (
        <li key={notifier.id} className="larder-row" data-testid="notifier-row">
          <span className="larder-row-main">
            <span className="larder-notification-title">
              <strong>{notifier.name}</strong>
              <Tag minimal>{notifier.service}</Tag>
              {notifier.enabled ? null : <Tag minimal>{t('notifications.off')}</Tag>}
            </span>
            <small className="larder-notification-target">
              {t('notifications.eventsOn', {
                count: shownEvents.filter((event) => notifier.options[event]).length,
              })}
            </small>
            <DeliveryResult delivery={notifier.lastDelivery} />
          </span>
          <ItemActions
            name={notifier.name}
            onTest={() => void handleTest(notifier)}
            isTesting={testing === notifier.id}
            onEdit={() => setEditing(notifier)}
            onDelete={() => setDeleting(notifier)}
          />
        </li>
      )}
      deleting={deleting?.name ?? null}
      onCancelDelete={() => setDeleting(null)}
      onDelete={() => {
        if (deleting) void deleteNotifier(deleting.id);
        setDeleting(null);
      }}
    >
      {editing ? (
        <NotifierDialog
          notifier={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ItemListPage>
  );
}
