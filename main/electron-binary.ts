import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the Electron executable is, found the way the `electron` package's own `index.js` finds
 * it, but without importing that package: its import throws when the binary was never downloaded,
 * which is the normal case on machines that cannot reach GitHub. The package records the
 * executable's path, relative to its `dist/` folder, in `path.txt` once the download succeeded;
 * `ELECTRON_OVERRIDE_DIST_PATH` points at an unpacked Electron elsewhere.
 *
 * Returns the executable's path, or undefined when Electron cannot run here.
 */
export function findElectronBinary(
  packageDir: string | undefined,
  env: NodeJS.ProcessEnv,
): string | undefined {
  if (packageDir === undefined) return undefined;
  const recorded = readText(path.join(packageDir, 'path.txt'))?.trim();
  if (!recorded) return undefined;
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override ? path.join(override, recorded) : path.join(packageDir, 'dist', recorded);
  return isFile(binary) ? binary : undefined;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
