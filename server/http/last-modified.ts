import type { Response } from 'express';

/**
 * Mealie's CRUD routes mark a single model that has `updateAt` (foods, units, …) with
 * Last-Modified and forbid caching (`MealieCrudRoute` in `routes/_base/routers.py`).
 */
export function sendModel(res: Response, body: { updateAt: string }, status = 200): void {
  res.setHeader('Last-Modified', new Date(body.updateAt).toUTCString());
  res.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate');
  res.status(status).json(body);
}
