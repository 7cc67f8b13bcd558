import type { RequestHandler, Router } from 'express';
import { pathToRegexp } from 'path-to-regexp';

interface RouterLayer {
  route?: { path: unknown };
  handle: { stack?: RouterLayer[] };
}

/**
 * The path of every route `router` answers, nested routers included, or null when one of them
 * cannot be told in advance (a middleware for every path, a regular expression).
 */
export function routePaths(router: Router): string[] | null {
  const paths: string[] = [];
  for (const layer of router.stack as RouterLayer[]) {
    if (layer.route) {
      const { path } = layer.route;
      if (typeof path !== 'string' || !path.startsWith('/')) return null;
      paths.push(path);
    } else if (layer.handle.stack) {
      const nested = routePaths(layer.handle as Router);
      if (!nested) return null;
      paths.push(...nested);
    } else {
      return null;
    }
  }
  return paths;
}

/**
 * One middleware for many routers: each runs, in order, only for requests whose path one of its
 * routes matches. Express tries every route of every router in turn, and with forty routers (a
 * dozen of them under `/api/recipes/`) a request for the last one (a recipe) spent more time
 * matching paths than reading the recipe. The test is one expression per router made by
 * path-to-regexp, Express's own matcher, with Express's options (any letter case, a trailing
 * slash allowed); the routes themselves still decide.
 */
export function routersForTheirPaths(routers: Router[]): RequestHandler {
  const entries = routers.map((router) => ({ router, itsPaths: pathsExpression(router) }));
  return (req, res, next) => {
    let index = 0;
    const tryNext = (error?: unknown) => {
      if (error !== undefined) {
        next(error);
        return;
      }
      while (index < entries.length) {
        const { router, itsPaths } = entries[index++] as (typeof entries)[number];
        if (!itsPaths || itsPaths.test(req.path)) {
          router(req, res, tryNext);
          return;
        }
      }
      next();
    };
    tryNext();
  };
}

/** What the paths of `router`'s routes match, or null when that cannot be told in advance. */
function pathsExpression(router: Router): RegExp | null {
  const paths = routePaths(router);
  if (!paths) return null;
  return pathToRegexp(
    [...new Set(paths)].map((path) => (path === '/' ? path : path.replace(/\/+$/, ''))),
    { sensitive: false, end: true, trailing: true },
  ).regexp;
}
