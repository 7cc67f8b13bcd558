import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const pagesDir = path.join(import.meta.dirname, '../fixtures/pages');

/** A fixture page from tests/fixtures/pages. */
export const fixturePage = (name: string) => readFileSync(path.join(pagesDir, name), 'utf8');

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface PageServer {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

/**
 * A stand-in for recipe sites on 127.0.0.1: each path answers with its handler, others 404.
 * `hits` records the paths asked for.
 */
export async function startPageServer(routes: Record<string, Handler>): Promise<PageServer> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://pages.test').pathname;
    hits.push(pathname);
    const handler = routes[pathname];
    if (handler) handler(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers with an HTML page. */
export const html =
  (body: string, contentType = 'text/html; charset=utf-8'): Handler =>
  (_req, res) =>
    res.writeHead(200, { 'content-type': contentType }).end(body);
