import type { ApiClient } from './http-client';

/** One server-sent event as a reader sees it. */
export interface StreamEvent {
  id: string | null;
  data: unknown;
}

/** An EventSource-like reader over fetch streaming, for API tests. */
export interface EventStreamReader {
  status: number;
  contentType: string | null;
  /** The raw text received so far (comments included). */
  text(): string;
  /** Resolves with the first event (seen or coming) matching `test`, or rejects after `ms`. */
  next(test: (event: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  close(): void;
}

function parseFrame(frame: string): StreamEvent | null {
  let id: string | null = null;
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith('id:')) id = line.slice(3).trim();
    if (line.startsWith('data:')) data.push(line.slice(5).trim());
  }
  return data.length > 0 ? { id, data: JSON.parse(data.join('\n')) as unknown } : null;
}

export async function openEventStream(
  client: ApiClient,
  path: string,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  const abort = new AbortController();
  const auth: Record<string, string> = client.options.token
    ? { authorization: `Bearer ${client.options.token}` }
    : {};
  const response = await fetch(new URL(path, client.baseUrl), {
    headers: { accept: 'text/event-stream', ...auth, ...headers },
    signal: abort.signal,
  });
  let raw = '';
  let pending = '';
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const pump = async () => {
    const reader = response.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const chunk = decoder.decode(value, { stream: true });
      raw += chunk;
      pending += chunk;
      const frames = pending.split('\n\n');
      pending = frames.pop() ?? '';
      for (const frame of frames) {
        const event = parseFrame(frame);
        if (event) events.push(event);
      }
      for (const wake of waiters) wake();
    }
  };
  pump().catch(() => undefined);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text: () => raw,
    next: (test, ms = 1000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(test);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; got ${raw}`));
        }, ms);
        waiters.add(check);
        check();
      }),
    close: () => abort.abort(),
  };
}
