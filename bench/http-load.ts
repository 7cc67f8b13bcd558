/** Request loops for the search benchmark, on Node's HTTP client (keep-alive). */
import http from 'node:http';

/**
 * Milliseconds of one GET, body read to its end, failing on any status but 200. A 200's body is
 * not kept: piling up a thousand of them made this process pause for its own garbage collection
 * in the middle of the requests it timed.
 */
export async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  await getOnce(url, headers, false);
  return performance.now() - started;
}

/** The body of a GET that must answer 200. */
export function getText(url: string, headers: Record<string, string>): Promise<string> {
  return getOnce(url, headers, true);
}

async function getOnce(
  url: string,
  headers: Record<string, string>,
  keepBody: boolean,
): Promise<string> {
  try {
    return await get(url, headers, keepBody);
  } catch (error) {
    // A kept-alive socket the server closed while this process was busy (the synchronous
    // SQLite replay) fails once; a GET is safe to send again on a new one.
    if (!isClosedSocket(error)) throw error;
    return get(url, headers, keepBody);
  }
}

/**
 * Node's own HTTP client on kept-alive sockets: it costs the measurement far less than `fetch`
 * (undici), whose own work added about 1 ms to every request's time here.
 */
const agent = new http.Agent({ keepAlive: true });

function get(url: string, headers: Record<string, string>, keepBody: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (res) => {
      const ok = res.statusCode === 200;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        if (keepBody || !ok) chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (ok) resolve(body);
        else reject(new Error(`GET ${url}: ${res.statusCode ?? '?'} ${body.slice(0, 300)}`));
      });
    });
    request.on('error', reject);
  });
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

/**
 * `total` GETs over `paths` (cycled) by `concurrency` workers: requests per second overall. It
 * first sends every path once the same way, uncounted, so both servers are measured warm: Larder
 * keeps a recipe in its read cache after the first read, and the bare route has nothing to warm.
 */
export async function throughput(
  base: string,
  paths: string[],
  headers: Record<string, string>,
  options: { total: number; concurrency: number },
): Promise<Throughput> {
  const run = async (total: number, latencies: number[]) => {
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const path = paths[next % paths.length] ?? '/';
        next += 1;
        latencies.push(await timedGet(base + path, headers));
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  };
  await run(paths.length, []);
  const latencies: number[] = [];
  const started = performance.now();
  await run(options.total, latencies);
  const seconds = (performance.now() - started) / 1000;
  return { requestsPerSecond: options.total / seconds, latencies };
}

const closedSocketCodes = new Set(['EPIPE', 'ECONNRESET']);

function isClosedSocket(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && closedSocketCodes.has(code);
}
