import type { RequestHandler, Response } from 'express';

import type { RequestGate } from '../services/backups/request-gate';

/**
 * Every API request passes the restore's gate (`RequestGate`): it waits while a restore swaps the
 * database, and counts as inside until its answer starts (from then on it no longer reads the
 * database: a download streams a file, an event stream pushes what it is given).
 */
export function gateRequests(gate: RequestGate): RequestHandler {
  return (_req, res, next) => {
    gate.enter().then((leave) => {
      res.locals.leaveGate = leave;
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
      res.writeHead = ((...args: unknown[]) => {
        leave();
        return writeHead(...args);
      }) as Response['writeHead'];
      res.once('close', leave);
      next();
    }, next);
  };
}

/** A request that waits on the gate itself (a restore) must not count as one to wait for. */
export function leaveGate(res: Response): void {
  (res.locals.leaveGate as (() => void) | undefined)?.();
}
