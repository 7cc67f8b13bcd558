import type { ShoppingListEvent } from '../../contract/shopping';
import { nowIso } from '../../domain/time';

type ShoppingEventType = Exclude<ShoppingListEvent['type'], 'resync'>;

/** A delivered event with its stream id: monotonic for the life of the bus. */
export interface NumberedEvent {
  id: number;
  event: ShoppingListEvent;
}

type Listener = (event: NumberedEvent) => void;

/**
 * One server's live-sync bus, keyed by list id (in the service context). Changes are published
 * after their transaction commits, so a client re-fetching on an event always reads the change.
 */
export class ShoppingEventBus {
  readonly #listeners = new Map<string, Set<Listener>>();
  #lastId = 0;

  subscribe(listId: string, listener: Listener): () => void {
    const set = this.#listeners.get(listId) ?? new Set<Listener>();
    set.add(listener);
    this.#listeners.set(listId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(listId);
    };
  }

  nextId(): number {
    this.#lastId += 1;
    return this.#lastId;
  }

  publish(listId: string, type: ShoppingEventType): void {
    const numbered = { id: this.nextId(), event: { type, listId, at: nowIso() } };
    for (const listener of [...(this.#listeners.get(listId) ?? [])]) listener(numbered);
  }
}
