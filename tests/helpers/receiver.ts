import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Resolves with the `count`-th request to `path` (1-based), waiting up to `timeoutMs`. */
  nth(path: string, count?: number, timeoutMs?: number): Promise<Received>;
  to(path: string): Received[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for webhook and notification services. Each path
 * answers as told: a status, or `'hang'` (never answers); others 200.
 */
export async function startReceiver(
  answers: Record<string, number | 'hang'> = {},
): Promise<Receiver> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({
        method: req.method ?? '',
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers[path.split('?')[0] ?? path];
      if (answer === 'hang') return;
      res.writeHead(answer ?? 200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const to = (path: string) => received.filter((r) => r.path === path);
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    to,
    async nth(path, count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = to(path)[count - 1];
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no request #${count} to ${path}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A received JSON object body. */
export const bodyJson = (received: Received): Record<string, unknown> =>
  JSON.parse(received.body) as Record<string, unknown>;
