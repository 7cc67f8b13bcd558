import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * better-sqlite3 is a native addon, built for one ABI. `node_modules` holds the build for Node
 * (tests, `npm run serve`); inside Electron the same server needs a build for Electron's ABI
 * (STACK-NOTES, "Two ABIs"), obtained for the app's Electron version on a machine with internet,
 * e.g. `prebuild-install --runtime electron --target <version>` in a scratch copy of the package.
 * Its `build/Release/better_sqlite3.node` goes beside the app, at
 *
 *   resources/native/better-sqlite3/electron-v<ABI>-<platform>-<arch>/better_sqlite3.node
 *
 * so that one checkout or package can carry builds for several platforms.
 */
export interface BindingTarget {
  /** Electron's `app.getPath('appPath')`: the repository, or `…/resources/app.asar` when packaged. */
  appPath: string;
  /** `process.versions.modules` inside Electron. */
  abi: string;
  platform: string;
  arch: string;
}

/** Where the Electron build of better-sqlite3 belongs for this app and runtime. */
export function sqliteBindingPath({ appPath, abi, platform, arch }: BindingTarget): string {
  const folder = `electron-v${abi}-${platform}-${arch}`;
  return outsideAsar(
    path.join(appPath, 'resources', 'native', 'better-sqlite3', folder, 'better_sqlite3.node'),
  );
}

/**
 * The addon to pass as better-sqlite3's `nativeBinding`, or undefined to let it load its default
 * from node_modules (which inside Electron works only if node_modules was rebuilt for Electron).
 */
export function findSqliteBinding(
  target: BindingTarget,
  isFile = isExistingFile,
): string | undefined {
  const file = sqliteBindingPath(target);
  return isFile(file) ? file : undefined;
}

/**
 * A native addon cannot be loaded from inside `app.asar`; electron-builder's `asarUnpack` puts it
 * in `app.asar.unpacked` next to it, under the same relative path.
 */
export function outsideAsar(file: string): string {
  return file.replace(`${path.sep}app.asar${path.sep}`, `${path.sep}app.asar.unpacked${path.sep}`);
}

function isExistingFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}
