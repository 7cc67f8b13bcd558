import { useEffect, useEffectEvent, useState } from 'react';

import { paths } from '../../../server/contract/paths';
import type { ShoppingListEvent } from '../../../server/contract/shopping';

export type Connection = 'connecting' | 'live' | 'offline';

/** After the browser gives a stream up for good (it retries by itself otherwise). */
const reopenMs = 2000;

interface ListEventHandlers {
  /** Something changed, or the stream (re)opened and may have missed changes: read the list. */
  onChange: () => void;
  onDeleted: () => void;
}

/**
 * Follows the list's server-sent events (`GET .../lists/{id}/events`). The session cookie goes
 * with the same-origin `EventSource` request, so no token is needed.
 */
export function useListEvents(listId: string, handlers: ListEventHandlers): Connection {
  const [connection, setConnection] = useState<Connection>('connecting');
  const onChange = useEffectEvent(handlers.onChange);
  const onDeleted = useEffectEvent(handlers.onDeleted);

  useEffect(() => {
    let source: EventSource | null = null;
    let reopenTimer: number | undefined;
    const open = () => {
      window.clearTimeout(reopenTimer);
      source?.close();
      const current = new EventSource(paths.shoppingListEvents(listId));
      source = current;
      current.onopen = () => {
        setConnection('live');
        onChange();
      };
      current.onmessage = (message: MessageEvent<string>) => {
        const event = JSON.parse(message.data) as ShoppingListEvent;
        if (event.type === 'list-deleted') onDeleted();
        else onChange();
      };
      current.onerror = () => {
        setConnection(navigator.onLine ? 'connecting' : 'offline');
        if (current.readyState === EventSource.CLOSED) {
          reopenTimer = window.setTimeout(open, reopenMs);
        }
      };
    };
    // Back online, a stream that looks open may still be a dead connection: start a fresh one,
    // whose opening re-reads the list.
    const onOnline = () => open();
    const onOffline = () => setConnection('offline');
    open();
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.clearTimeout(reopenTimer);
      source?.close();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [listId]);

  return connection;
}
