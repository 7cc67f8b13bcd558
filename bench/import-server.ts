import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The built server in a child process with a fresh data dir and a signed-in admin's token. */
export interface BenchServer {
  url: string;
  token: string;
  stop(): Promise<void>;
}

const admin = {
  fullName: 'Bench Admin',
  username: 'bench',
  email: 'bench@example.com',
  password: 'bench password 1',
  groupName: 'Bench',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output()}`);
    if (Date.now() - started > 30_000) throw new Error(`The server did not start:\n${output()}`);
    try {
      if ((await fetch(`${url}api/app/about`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Starts `node dist/server/serve.js` with LARDER_ALLOW_PRIVATE_FETCH=true (the pages come from
 * 127.0.0.1), runs first-run set-up and logs in.
 */
export async function startBenchServer(serveJs: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-import-bench-'));
  const port = await freePort();
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('LARDER_')),
  );
  const child = spawn(process.execPath, [serveJs, '--data-dir', dataDir, '--port', String(port)], {
    env: { ...env, LARDER_ALLOW_PRIVATE_FETCH: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(url, child, () => output);
    const setup = await fetch(`${url}api/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    if (setup.status !== 201) throw new Error(`Set-up failed: ${setup.status}`);
    const login = await fetch(`${url}api/auth/token`, {
      method: 'POST',
      body: new URLSearchParams({ username: admin.username, password: admin.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    return { url, token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
