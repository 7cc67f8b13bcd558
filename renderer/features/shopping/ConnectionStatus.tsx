import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { Connection } from './useListEvents';

interface ConnectionStatusProps {
  connection: Connection;
  /** The outbox could not reach the server on its last try. */
  isOffline: boolean;
  pendingCount: number;
}

/** Live, reconnecting or offline, and how many edits wait to be sent. */
export function ConnectionStatus({ connection, isOffline, pendingCount }: ConnectionStatusProps) {
  const { t } = useTranslation();
  const state = isOffline ? 'offline' : connection;
  const intent = { live: 'success', connecting: 'warning', offline: 'danger' } as const;
  const icon = { live: 'feed', connecting: 'refresh', offline: 'offline' } as const;
  return (
    <span className="larder-connection" role="status" aria-live="polite">
      <Tag round minimal intent={intent[state]} icon={icon[state]} data-state={state}>
        {t(`shopping.connection_${state}`)}
      </Tag>
      {pendingCount > 0 && (
        <Tag round minimal icon="time">
          {t('shopping.pendingCount', { count: pendingCount })}
        </Tag>
      )}
    </span>
  );
}
