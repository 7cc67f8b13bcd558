import { Router } from 'express';

import { docsPage } from './docs-page';
import { buildOpenApiDocument } from './document';

/** `GET /openapi.json` and `GET /docs`, where Mealie serves its own. */
export function openApiRoutes(): Router {
  const router = Router();
  let document: Record<string, unknown> | null = null;
  let page: string | null = null;
  router.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApiDocument();
    res.json(document);
  });
  router.get('/docs', (_req, res) => {
    document ??= buildOpenApiDocument();
    page ??= docsPage(document);
    res.type('html').send(page);
  });
  return router;
}
