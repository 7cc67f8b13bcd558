/**
 * `npm run dist`, before electron-builder: better-sqlite3 built for the app's Electron, the
 * standard way (@electron/rebuild: Electron's prebuilt binary when one is published, else a
 * compile against Electron's headers), in a scratch copy of the package, so node_modules keeps
 * the build for Node that `npm run serve` and the tests load. The result is checked to really be
 * for Electron's ABI (STACK-NOTES, "Silent wrong-ABI trap") and copied to where
 * main/sqlite-binding.ts looks for it, which electron-builder packs outside app.asar.
 *
 *   node --import tsx scripts/electron-sqlite.ts [--arch x64|arm64]
 */
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { sqliteBindingPath } from '../main/sqlite-binding';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);

/** The module ABI a native addon was built for, read from its registration symbol. */
export function addonAbi(addon: Buffer): string | undefined {
  return /node_register_module_v(\d+)/.exec(addon.toString('latin1'))?.[1];
}

/** Refuses an addon that is not for `abi`, saying what it is for instead. */
export function assertAddonAbi(addon: Buffer, abi: string, file: string): void {
  const found = addonAbi(addon);
  if (found === abi) return;
  throw new Error(
    `${file} is built for module ABI ${found ?? 'unknown'}, not Electron's ${abi}: it would not ` +
      'load in the app. An npm setting `nodedir` (or npm_config_nodedir) makes node-gyp compile ' +
      "against Node's headers instead of Electron's; unset it and run again.",
  );
}

/** Electron's version in node_modules and its module ABI. */
export function electronTarget(): { version: string; abi: string } {
  const { version } = require('electron/package.json') as { version: string };
  const { getAbi } = require('node-abi') as { getAbi: (target: string, runtime: string) => string };
  return { version, abi: getAbi(version, 'electron') };
}

/** Where the Electron build goes in this checkout (the path the packaged app maps into asar.unpacked). */
export function bindingTarget(abi: string, platform: string, arch: string): string {
  return sqliteBindingPath({ appPath: root, abi, platform, arch });
}

async function buildForElectron(arch: string): Promise<string> {
  const { version, abi } = electronTarget();
  const scratch = await mkdtemp(path.join(tmpdir(), 'larder-electron-sqlite-'));
  try {
    const packageDir = path.dirname(require.resolve('better-sqlite3/package.json'));
    const copy = path.join(scratch, 'node_modules', 'better-sqlite3');
    // Without its build/ folder: the Node build there must not pass for the Electron one.
    await cp(packageDir, copy, {
      recursive: true,
      filter: (from) => path.relative(packageDir, from).split(path.sep)[0] !== 'build',
    });
    const { version: sqliteVersion } = JSON.parse(
      await readFile(path.join(copy, 'package.json'), 'utf8'),
    ) as { version: string };
    await writeFile(
      path.join(scratch, 'package.json'),
      JSON.stringify({ name: 'scratch', dependencies: { 'better-sqlite3': sqliteVersion } }),
    );
    // The trap: with `nodedir` set, node-gyp builds against Node's headers whatever the target.
    delete process.env.npm_config_nodedir;
    delete process.env.NPM_CONFIG_NODEDIR;
    const { rebuild } = await import('@electron/rebuild');
    await rebuild({
      buildPath: scratch,
      electronVersion: version,
      arch,
      onlyModules: ['better-sqlite3'],
      force: true,
    });

    const built = path.join(copy, 'build', 'Release', 'better_sqlite3.node');
    assertAddonAbi(await readFile(built), abi, built);
    const target = bindingTarget(abi, process.platform, arch);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(built, target);
    return target;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { arch: { type: 'string', default: process.arch } } });
  const target = await buildForElectron(values.arch);
  process.stdout.write(`better-sqlite3 for Electron: ${path.relative(root, target)}\n`);
}
