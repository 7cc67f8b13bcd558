import path from 'node:path';
import { parseArgs } from 'node:util';

export interface DesktopConfig {
  /** Absolute path of the data directory. */
  dataDir: string;
  /** 0 lets the system pick a free port, so two people on one machine never collide. */
  port: number;
}

export interface DesktopEnvironment {
  /** The process's arguments as Electron gives them, executable first. */
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Electron's `app.getPath('userData')`, the default home of the data. */
  userDataPath: string;
}

/**
 * The desktop app's settings: `--data-dir` or `LARDER_DATA_DIR`, else the per-user app data
 * folder; `--port` or `LARDER_PORT`, else any free port. Flags win over variables, as for
 * `npm run serve`. Other arguments are ignored: Chromium and the OS add their own
 * (`--original-process-start-time`, `-psn_…` on macOS).
 */
export function resolveDesktopConfig({
  argv,
  env,
  cwd,
  userDataPath,
}: DesktopEnvironment): DesktopConfig {
  const { values } = parseArgs({
    args: argv.slice(1),
    options: { 'data-dir': { type: 'string' }, port: { type: 'string' } },
    strict: false,
    allowPositionals: true,
  });
  const dataDir =
    flag('data-dir', values['data-dir']) ?? variable(env.LARDER_DATA_DIR) ?? userDataPath;
  const port = flag('port', values.port) ?? variable(env.LARDER_PORT);
  return { dataDir: path.resolve(cwd, dataDir), port: port === undefined ? 0 : parsePort(port) };
}

/** Non-strict parsing turns a flag without its value into `true`: say so rather than ignore it. */
function flag(name: string, value: string | boolean | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') throw new Error(`--${name} needs a value.`);
  return value;
}

function variable(value: string | undefined): string | undefined {
  return value === '' ? undefined : value;
}

function parsePort(value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (Number.isNaN(port) || port > 65535) {
    throw new Error(`The port must be a number from 0 to 65535, not "${value}".`);
  }
  return port;
}
