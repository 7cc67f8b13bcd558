/** Request loops for the search benchmark, on Node's fetch (keep-alive). */

/** Milliseconds of one GET, body read, failing on any status but 200. */
export async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  await getText(url, headers);
  return performance.now() - started;
}

/** The body of a GET that must answer 200. */
export async function getText(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { headers }).catch((error: unknown) => {
    // A kept-alive socket the server closed while this process was busy (the synchronous
    // SQLite replay) fails once; a GET is safe to send again on a new one.
    if (!isClosedSocket(error)) throw error;
    return fetch(url, { headers });
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${body.slice(0, 300)}`);
  return body;
}

/** One request at a time, in order: latency without queueing. Warms up on the first few. */
export async function sequentialLatencies(
  base: string,
  paths: string[],
  headers: Record<string, string>,
  warmup = 50,
): Promise<number[]> {
  for (const path of paths.slice(0, warmup)) await timedGet(base + path, headers);
  const latencies: number[] = [];
  for (const path of paths) latencies.push(await timedGet(base + path, headers));
  return latencies;
}

export interface Throughput {
  requestsPerSecond: number;
  latencies: number[];
}

/** `total` GETs over `paths` (cycled) by `concurrency` workers: requests per second overall. */
export async function throughput(
  base: string,
  paths: string[],
  headers: Record<string, string>,
  options: { total: number; concurrency: number },
): Promise<Throughput> {
  let next = 0;
  const latencies: number[] = [];
  const worker = async () => {
    while (next < options.total) {
      const path = paths[next % paths.length] ?? '/';
      next += 1;
      latencies.push(await timedGet(base + path, headers));
    }
  };
  await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      timedGet(base + (paths[i % paths.length] ?? '/'), headers),
    ),
  );
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { requestsPerSecond: options.total / seconds, latencies };
}

const closedSocketCodes = new Set(['UND_ERR_SOCKET', 'EPIPE', 'ECONNRESET']);

function isClosedSocket(error: unknown): boolean {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' && closedSocketCodes.has(cause.code);
}
