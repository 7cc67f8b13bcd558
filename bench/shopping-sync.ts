/**
 * Live-sync latency of a shopping list: one device checks or unchecks a line (PUT), the other
 * is following the list's event stream and, as the page does, re-reads the list on the event.
 * Timed from sending the PUT to the second device holding the changed list.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { startLarder } from './server-process';
import { summarize } from './stats';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 20;
const targetMs = 1000;
const serveJs = path.resolve(import.meta.dirname, '../dist/server/serve.js');
const admin = { email: 'bench@example.com', password: 'bench-password-1' };

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'larder-bench-sync-'));
  const server = await startLarder(serveJs, dataDir, admin);
  try {
    const login = await fetch(`${server.url}/api/auth/token`, {
      method: 'POST',
      body: new URLSearchParams({ username: admin.email, password: admin.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
      return (await response.json()) as T;
    };
    const list = await call<{ id: string }>('POST', '/api/groups/shopping/lists', {
      name: 'Bench',
    });
    const made = await call<{ createdItems: { id: string }[] }>(
      'POST',
      '/api/groups/shopping/items',
      {
        shoppingListId: list.id,
        note: 'milk',
      },
    );
    const itemId = made.createdItems[0]?.id ?? '';

    const stream = await fetch(`${server.url}/api/groups/shopping/lists/${list.id}/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const reader = stream.body?.getReader();
    if (!reader) throw new Error('No event stream');
    const decoder = new TextDecoder();
    let buffered = '';
    const nextEvent = async () => {
      for (;;) {
        const frames = buffered.split('\n\n');
        const index = frames.findIndex((frame) => frame.includes('data:'));
        if (index >= 0 && index < frames.length - 1) {
          buffered = frames.slice(index + 1).join('\n\n');
          return;
        }
        const { done, value } = await reader.read();
        if (done) throw new Error('The event stream ended');
        buffered += decoder.decode(value, { stream: true });
      }
    };

    const timings: number[] = [];
    for (let run = 0; run < runs; run++) {
      const checked = run % 2 === 0;
      const started = performance.now();
      const seen = nextEvent();
      await call('PUT', '/api/groups/shopping/items', [{ id: itemId, checked }]);
      await seen;
      const fresh = await call<{ listItems: { id: string; checked: boolean }[] }>(
        'GET',
        `/api/groups/shopping/lists/${list.id}`,
      );
      if (fresh.listItems.find((item) => item.id === itemId)?.checked !== checked) {
        throw new Error('The re-read list does not have the change');
      }
      timings.push(performance.now() - started);
    }
    await reader.cancel();

    const summary = summarize(timings);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`shopping sync, ${runs} runs (PUT → event → re-read list)`);
    console.log(
      `median ${ms(summary.median)}  p90 ${ms(summary.p90)}  min ${ms(summary.min)}  max ${ms(summary.max)}`,
    );
    if (summary.median > targetMs) {
      console.error(`median above the ${targetMs} ms target`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
