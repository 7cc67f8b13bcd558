import type { ShoppingListEvent } from '../contract/shopping';
import { nowIso } from '../domain/time';

export type ShoppingEventType = Exclude<ShoppingListEvent['type'], 'resync'>;

/** A delivered event with its stream id: monotonic for the life of the process. */
export interface NumberedEvent {
  id: number;
  event: ShoppingListEvent;
}

type Listener = (event: NumberedEvent) => void;

/**
 * In-process bus keyed by list id. Changes are published after their transaction commits, so
 * a client re-fetching on an event always reads the change. Every server in the process shares
 * it; list ids are UUIDs, so servers never see each other's lists.
 */
const listeners = new Map<string, Set<Listener>>();
let lastId = 0;

export function subscribeToList(listId: string, listener: Listener): () => void {
  const set = listeners.get(listId) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(listId, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(listId);
  };
}

export function nextEventId(): number {
  lastId += 1;
  return lastId;
}

export function publishListEvent(listId: string, type: ShoppingEventType): void {
  const numbered = { id: nextEventId(), event: { type, listId, at: nowIso() } };
  for (const listener of [...(listeners.get(listId) ?? [])]) listener(numbered);
}
