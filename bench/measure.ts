import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';

/** One start of the server: time until it answered, and its resident memory at that moment. */
export interface Run {
  readyMs: number;
  rssMb: number;
}

const pollEveryMs = 5;
const giveUpAfterMs = 30_000;

/**
 * Spawns `node <serveJs>` on `dataDir` and a free port, times it from spawn to the first 200 from
 * `/api/app/about` (asked every 5 ms), reads its VmRSS, and stops it.
 */
export async function measureStart(serveJs: string, dataDir: string): Promise<Run> {
  let rssMb = NaN;
  const readyMs = await measureReady([process.execPath, serveJs], dataDir, (pid) => {
    rssMb = residentMb(pid);
  });
  return { readyMs, rssMb };
}

/**
 * Runs `command --data-dir <dataDir> --port <free port>` in a process group of its own and times
 * it from spawn to the first 200 from `/api/app/about`; `whenReady` sees the process id then.
 * The whole group is stopped afterwards, so a command that starts the server as a grandchild
 * (`npm run serve`) leaves nothing behind.
 */
export async function measureReady(
  [program, ...args]: readonly string[],
  dataDir: string,
  whenReady: (pid: number | undefined) => void = () => undefined,
): Promise<number> {
  if (program === undefined) throw new Error('No command to run.');
  const port = await freePort();
  const started = performance.now();
  const child = spawn(program, [...args, '--data-dir', dataDir, '--port', String(port)], {
    env: withoutLarderSettings(process.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  try {
    while (!(await isReady(port))) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`The server exited before it was ready:\n${output}`);
      }
      if (performance.now() - started > giveUpAfterMs) {
        throw new Error(`The server was not ready after ${giveUpAfterMs} ms:\n${output}`);
      }
      await sleep(pollEveryMs);
    }
    const readyMs = performance.now() - started;
    whenReady(child.pid);
    return readyMs;
  } finally {
    stopGroup(child.pid);
    await exited;
  }
}

/** SIGTERM to the process group led by `pid`, if any of it is still running. */
function stopGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

function isReady(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const options = { host: '127.0.0.1', port, path: '/api/app/about', agent: false };
    const request = http.get(options, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.setTimeout(1000, () => request.destroy());
  });
}

/** VmRSS of a process, in MiB (Linux only: read from /proc). */
function residentMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`No VmRSS in /proc/${String(pid)}/status`);
  return Number(kb) / 1024;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The bench chooses data dir and port itself; inherited LARDER_* settings would skew it. */
function withoutLarderSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('LARDER_')));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
