import type { RequestHandler, Router } from 'express';

interface RouterLayer {
  route?: { path: unknown };
  handle: { stack?: RouterLayer[] };
}

/**
 * The fixed start of every path `router` answers (`/api/recipes/` for `/api/recipes/:slug`), or
 * null when one of them cannot be told in advance (a middleware for every path, a pattern).
 */
export function literalPrefixes(router: Router): string[] | null {
  const prefixes: string[] = [];
  for (const layer of router.stack as RouterLayer[]) {
    if (layer.route) {
      const { path } = layer.route;
      if (typeof path !== 'string' || !path.startsWith('/')) return null;
      prefixes.push(path.slice(0, literalLength(path)));
    } else if (layer.handle.stack) {
      const nested = literalPrefixes(layer.handle as Router);
      if (!nested) return null;
      prefixes.push(...nested);
    } else {
      return null;
    }
  }
  return prefixes;
}

function literalLength(path: string): number {
  const special = path.search(/[:*?(){}[\]+]/);
  return special === -1 ? path.length : special;
}

/**
 * Runs `router` only for requests whose path starts like one of its routes. Express tries every
 * route of every router in turn, and with forty routers a request for the last one (a recipe)
 * spent more time matching paths than reading the recipe. Matching stays Express's: this only
 * skips routers that cannot match (paths compare case-insensitively, as Express's do).
 */
export function onlyForItsPaths(router: Router): RequestHandler {
  const prefixes = literalPrefixes(router);
  if (!prefixes) return router;
  const escaped = [...new Set(prefixes)].map((prefix) =>
    prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  const itsPaths = new RegExp(`^(?:${escaped.join('|')})`, 'i');
  return (req, res, next) => {
    if (itsPaths.test(req.path)) {
      router(req, res, next);
    } else {
      next();
    }
  };
}
