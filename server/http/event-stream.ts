import type { Request, Response } from 'express';

import type { ShoppingListEvent } from '../contract/shopping';
import { nowIso } from '../domain/time';
import type { NumberedEvent, ShoppingEventBus } from '../services/shopping/shopping-events';

/** Often enough that proxies and phones on a LAN keep an idle stream open. */
const keepAliveMs = 15_000;

function frame({ id, event }: NumberedEvent): string {
  return `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Streams a list's events as server-sent events until the client goes away (or the server
 * closes: `close()` drops every connection, which ends these too). Events carry no `event:`
 * name, so `EventSource.onmessage` gets them all. A client coming back with `Last-Event-ID`
 * may have missed changes while away: it gets a `resync` first and re-fetches.
 */
export function streamListEvents(
  events: ShoppingEventBus,
  req: Request,
  res: Response,
  listId: string,
): void {
  res.status(200).set({
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  res.write('retry: 2000\n: connected\n\n');
  if (req.get('last-event-id') !== undefined) {
    const resync: ShoppingListEvent = { type: 'resync', listId, at: nowIso() };
    res.write(frame({ id: events.nextId(), event: resync }));
  }
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), keepAliveMs);
  keepAlive.unref();
  const unsubscribe = events.subscribe(listId, (numbered) => {
    res.write(frame(numbered));
    if (numbered.event.type === 'list-deleted') res.end();
  });
  res.on('close', () => {
    clearInterval(keepAlive);
    unsubscribe();
  });
}
