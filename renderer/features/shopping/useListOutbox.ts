import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../server/contract/paths';
import type { ShoppingListItemOut, ShoppingListOut } from '../../../server/contract/shopping';
import { api } from '../../api/client';
import { withQuery } from '../../api/query';
import { useToasts } from '../../app/toasts/useToasts';

import {
  applyPending,
  pruneEdit,
  readOutbox,
  writeOutbox,
  type PendingEdit,
  type ShownItem,
} from './outbox';

/** While the server cannot be reached, the outbox tries again this often (and on `online`). */
const retryMs = 3000;

function send(edit: PendingEdit) {
  if (edit.kind === 'create') {
    return api.post<unknown>(paths.shoppingItems, { json: edit.item, quiet: true });
  }
  if (edit.kind === 'update') {
    const json = edit.patches.map(({ id, patch }) => ({ id, ...patch }));
    return api.put<unknown>(paths.shoppingItems, { json, quiet: true });
  }
  return api.delete<unknown>(withQuery(paths.shoppingItems, { ids: edit.ids }), { quiet: true });
}

/**
 * The list page's edits, sent in order through a persisted outbox (see `PendingEdit`). Lines
 * show the server's copy with the waiting edits laid over it; sent edits stay laid over until
 * the list has been read again, so nothing flickers back.
 */
export function useListOutbox(
  listId: string,
  serverItems: readonly ShoppingListItemOut[],
  refresh: () => Promise<ShoppingListOut | undefined>,
) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [edits, setEdits] = useState<PendingEdit[]>(() => readOutbox(listId));
  const [inFlight, setInFlight] = useState<PendingEdit[]>([]);
  const [isOffline, setIsOffline] = useState(false);
  const queue = useRef(edits);
  const isFlushing = useRef(false);

  const save = useCallback(
    (next: PendingEdit[]) => {
      queue.current = next;
      writeOutbox(listId, next);
      setEdits(next);
    },
    [listId],
  );

  /** Sends one edit; on 404 once more trimmed to the lines still there. False: not reachable. */
  const deliver = useCallback(
    async (edit: PendingEdit): Promise<boolean> => {
      let result = await send(edit);
      if (result.error?.status === 404) {
        const fresh = await refresh();
        const pruned = pruneEdit(edit, new Set(fresh?.listItems.map((item) => item.id)));
        if (!pruned) return true;
        result = await send(pruned);
      }
      if (result.error?.status === 0) return false;
      if (result.error)
        toasts.show('error', t('shopping.editFailed', { message: result.error.message }));
      return true;
    },
    [refresh, t, toasts],
  );

  const flush = useCallback(async () => {
    if (isFlushing.current) return;
    isFlushing.current = true;
    const sent: PendingEdit[] = [];
    try {
      for (let edit = queue.current[0]; edit; edit = queue.current[0]) {
        if (!(await deliver(edit))) {
          setIsOffline(true);
          break;
        }
        setIsOffline(false);
        sent.push(edit);
        setInFlight((current) => [...current, edit]);
        save(queue.current.filter((waiting) => waiting.editId !== edit.editId));
      }
    } finally {
      isFlushing.current = false;
    }
    if (sent.length > 0) {
      await refresh();
      setInFlight((current) => current.filter((edit) => !sent.includes(edit)));
    }
  }, [deliver, refresh, save]);

  const enqueue = useCallback(
    (edit: PendingEdit) => {
      save([...queue.current, edit]);
      void flush();
    },
    [flush, save],
  );

  useEffect(() => {
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  useEffect(() => {
    if (!isOffline) return;
    const timer = window.setInterval(() => void flush(), retryMs);
    return () => window.clearInterval(timer);
  }, [isOffline, flush]);

  const settled = applyPending(serverItems, inFlight);
  const items: ShownItem[] = applyPending(settled, edits);
  return { items, pendingCount: edits.length, isOffline, enqueue, flush };
}
