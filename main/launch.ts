/**
 * `npm start`: the desktop app when Electron's binary is installed, otherwise the same server as a
 * local web app, so the command does something useful on every machine that has Node.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { findElectronBinary } from './electron-binary';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const electron = findElectronBinary(electronPackageDir(), process.env);

if (electron === undefined) {
  await runWebApp();
} else {
  runDesktop(electron);
}

function electronPackageDir(): string | undefined {
  try {
    return path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return undefined; // a production install has no devDependencies
  }
}

/** Electron on this folder (package.json "main" is the built shell); its exit is ours. */
function runDesktop(binary: string): void {
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE; // would make Electron behave as plain Node
  const child = spawn(binary, [appRoot, ...args], { stdio: 'inherit', env, windowsHide: false });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('error', (error) => fail(error));
  child.on('close', (code, signal) => {
    if (code === null) process.stderr.write(`Electron exited with signal ${String(signal)}\n`);
    process.exit(code ?? 1);
  });
}

async function runWebApp(): Promise<void> {
  print('Electron is not installed on this machine, so Larder runs as a local web app instead.');
  try {
    const { closeOnSignals, readServeConfig, serve } = await import('../server/index');
    closeOnSignals(await serve(readServeConfig(args, process.env), print));
  } catch (error) {
    fail(error);
  }
}

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

function fail(error: unknown): never {
  process.stderr.write(
    `Larder could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
