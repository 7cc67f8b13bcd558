/** Child processes for the search benchmark: the built Larder server and the bare baseline. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningChild {
  url: string;
  pid: number;
  /** What the process printed so far (for error reports). */
  output(): string;
  stop(): Promise<void>;
}

/** `node dist/server/serve.js` on a temp data dir, creating the admin from the environment. */
export async function startLarder(
  serveJs: string,
  dataDir: string,
  admin: { email: string; password: string },
): Promise<RunningChild> {
  const port = await freePort();
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('LARDER_')),
  );
  const child = spawn(process.execPath, [serveJs, '--data-dir', dataDir, '--port', String(port)], {
    env: { ...env, LARDER_ADMIN_EMAIL: admin.email, LARDER_ADMIN_PASSWORD: admin.password },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  const output = collect(child);
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output()}`);
    if (performance.now() - started > 30_000) throw new Error(`Not ready:\n${output()}`);
    const ok = await fetch(`${url}/api/app/about`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, pid: child.pid ?? 0, output, stop: () => stop(child) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The bare Express baseline (`bench/bare-server.ts`) serving `jsonFile`. */
export async function startBare(jsonFile: string): Promise<RunningChild> {
  const script = path.join(import.meta.dirname, 'bare-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, jsonFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collect(child);
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const found = /listening (\d+)/.exec(output());
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', () => reject(new Error(`The bare server exited:\n${output()}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, output, stop: () => stop(child) };
}

function collect(child: ChildProcess): () => string {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
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
