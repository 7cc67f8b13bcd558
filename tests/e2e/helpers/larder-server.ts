import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { SmtpSettings } from '../../../server/mail/smtp-settings';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverEntry = path.join(repoRoot, 'dist/server/serve.js');
const readyLine = /Larder is ready at (http:\/\/\S+?)\/?\s*$/m;
const startTimeoutMs = 20_000;

export interface LarderServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error('timed out')), startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = readyLine.exec(output);
      if (match?.[1]) {
        cleanUp();
        resolve(match[1]);
      }
    };
    const onExit = (code: number | null) => fail(new Error(`exited with code ${String(code)}`));
    function cleanUp() {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
    }
    function fail(error: Error) {
      cleanUp();
      reject(new Error(`Larder server did not start: ${error.message}\n${output}`));
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The server's `LARDER_SMTP_*` variables for a mail server (the tests' local catcher). */
function smtpEnv(smtp: SmtpSettings): Record<string, string> {
  return {
    LARDER_SMTP_HOST: smtp.host,
    LARDER_SMTP_PORT: String(smtp.port),
    LARDER_SMTP_AUTH_STRATEGY: smtp.strategy,
    LARDER_SMTP_FROM_EMAIL: smtp.fromEmail,
    LARDER_SMTP_FROM_NAME: smtp.fromName,
  };
}

/**
 * Starts the built server (`npm run build` output) on a free port with its own temporary data
 * directory. The bundle runs under this very Node (no npx/tsx wrapper), so killing the child
 * really stops the server.
 */
export async function startLarderServer(
  options: {
    allowPrivateFetch?: boolean;
    forceSignup?: boolean;
    smtp?: SmtpSettings | null;
    /** `LARDER_BASE_URL`: a name other than an address that the server answers to. */
    baseUrl?: string | null;
  } = {},
): Promise<LarderServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'larder-e2e-'));
  const child = spawn(process.execPath, [serverEntry, '--data-dir', dataDir, '--port', '0'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Import tests serve their recipe pages from 127.0.0.1, which the fetcher refuses otherwise.
    env: {
      ...process.env,
      LARDER_ALLOW_PRIVATE_FETCH: String(options.allowPrivateFetch ?? false),
      LARDER_ALLOW_SIGNUP: String(options.forceSignup ?? false),
      ...(options.smtp ? smtpEnv(options.smtp) : {}),
      ...(options.baseUrl ? { LARDER_BASE_URL: options.baseUrl } : {}),
    },
  });
  try {
    const url = await waitForUrl(child);
    // Keep draining output so a chatty server never blocks on a full pipe.
    child.stdout.resume();
    child.stderr.resume();
    return {
      url,
      dataDir,
      stop: async () => {
        await stopChild(child);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
