import { existsSync } from 'node:fs';
import path from 'node:path';

import express, { Router } from 'express';

/**
 * Serves the built renderer: hashed files under `assets/` are cached for a year, everything else
 * revalidates, and any other GET that wants HTML gets `index.html` so client-side routes load.
 */
export function rendererRoutes(rendererDir: string): Router {
  const router = Router();
  const indexFile = path.join(rendererDir, 'index.html');
  if (!existsSync(indexFile)) {
    router.use((req, res, next) => {
      if (req.method !== 'GET' || req.path.startsWith('/api/')) {
        next();
        return;
      }
      res
        .status(503)
        .type('text/plain')
        .send('The Larder renderer is not built. Run `npm run build`.');
    });
    return router;
  }
  router.use(
    '/assets',
    express.static(path.join(rendererDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(rendererDir, { index: false, maxAge: 0 }));
  router.get(/^(?!\/api\/).*/, (req, res, next) => {
    if (!req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
