import type { AddressInfo } from 'node:net';

import express, {
  Router,
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type Response,
} from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { routePaths, routersForTheirPaths } from '../../../../server/http/router-dispatch';

describe('routePaths', () => {
  it('lists every route path, nested routers included', () => {
    const nested = Router();
    nested.post('/api/groups/reports', () => undefined);
    const router = Router();
    router.get('/api/recipes/:slug/comments', () => undefined);
    router.get('/api/recipes/bulk-actions/tag', () => undefined);
    router.use(nested);
    expect(routePaths(router)).toEqual([
      '/api/recipes/:slug/comments',
      '/api/recipes/bulk-actions/tag',
      '/api/groups/reports',
    ]);
  });

  it('gives up on a middleware for every path', () => {
    const router = Router();
    router.get('/api/recipes', () => undefined);
    router.use((_req, _res, next) => next());
    expect(routePaths(router)).toBeNull();
  });
});

describe('routersForTheirPaths', () => {
  let base = '';
  let close: () => void = () => undefined;
  const seen: string[] = [];
  /** The same router, noting each time Express would walk its routes. */
  const noting = (router: Router) =>
    Object.assign(
      (req: Request, res: Response, next: NextFunction) => {
        seen.push(req.path);
        router(req, res, next);
      },
      { stack: router.stack },
    ) as unknown as Router;

  beforeAll(async () => {
    const foodRoutes = Router();
    foodRoutes.get('/api/foods/:id', (req, res) => {
      res.json({ router: 'foods', id: req.params.id });
    });
    const foods = noting(foodRoutes);
    const recipes = Router();
    recipes.get('/api/recipes/:slug', (req, res) => {
      res.json({ router: 'recipes', slug: req.params.slug });
    });
    const commentRoutes = Router();
    commentRoutes.get('/api/recipes/:slug/comments', (req, res) => {
      res.json({ router: 'comments', slug: req.params.slug });
    });
    const comments = noting(commentRoutes);
    // A router for every path, after the others: it runs for what they leave, and its error
    // reaches Express's error handler.
    const failing = Router();
    failing.use('/api/fail', () => {
      throw new Error('failed');
    });
    const app = express();
    app.use(routersForTheirPaths([foods, comments, recipes, failing]));
    app.use((_req, res) => {
      res.status(404).json({ detail: 'none' });
    });
    const sendError: ErrorRequestHandler = (error: unknown, _req, res, next) => {
      if (res.headersSent) next(error);
      else res.status(500).json({ detail: 'error' });
    };
    app.use(sendError);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('still answers every path its router answers, in any letter case', async () => {
    expect(await (await fetch(`${base}/api/recipes/soup`)).json()).toEqual({
      router: 'recipes',
      slug: 'soup',
    });
    expect(await (await fetch(`${base}/API/Recipes/soup`)).json()).toEqual({
      router: 'recipes',
      slug: 'soup',
    });
    expect(await (await fetch(`${base}/api/recipes/soup/`)).json()).toEqual({
      router: 'recipes',
      slug: 'soup',
    });
    expect(await (await fetch(`${base}/api/Recipes/soup/comments`)).json()).toEqual({
      router: 'comments',
      slug: 'soup',
    });
    expect(await (await fetch(`${base}/api/foods/7`)).json()).toEqual({ router: 'foods', id: '7' });
    expect((await fetch(`${base}/api/units/7`)).status).toBe(404);
    expect(await (await fetch(`${base}/api/fail`)).json()).toEqual({ detail: 'error' });
  });

  it('passes by a router whose paths cannot match, even one under the same prefix', async () => {
    seen.length = 0;
    await fetch(`${base}/api/recipes/soup`);
    await fetch(`${base}/api/foods/8`);
    await fetch(`${base}/api/recipes/soup/comments`);
    expect(seen).toEqual(['/api/foods/8', '/api/recipes/soup/comments']);
  });
});
