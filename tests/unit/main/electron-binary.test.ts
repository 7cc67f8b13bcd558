import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { findElectronBinary } from '../../../main/electron-binary';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'larder-electron-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Lays out node_modules/electron as its install script leaves it. */
function electronPackage({ pathTxt, binary }: { pathTxt?: string; binary?: string }): string {
  const packageDir = path.join(dir, 'electron');
  mkdirSync(path.join(packageDir, 'dist'), { recursive: true });
  writeFileSync(path.join(packageDir, 'package.json'), '{"name":"electron","main":"index.js"}');
  if (pathTxt !== undefined) writeFileSync(path.join(packageDir, 'path.txt'), pathTxt);
  if (binary !== undefined) {
    mkdirSync(path.dirname(path.join(packageDir, 'dist', binary)), { recursive: true });
    writeFileSync(path.join(packageDir, 'dist', binary), '');
  }
  return packageDir;
}

describe('findElectronBinary', () => {
  it('finds the executable recorded in path.txt', () => {
    const packageDir = electronPackage({ pathTxt: 'electron', binary: 'electron' });
    expect(findElectronBinary(packageDir, {})).toBe(path.join(packageDir, 'dist', 'electron'));
  });

  it('handles the macOS bundle path and a trailing newline', () => {
    const binary = 'Electron.app/Contents/MacOS/Electron';
    const packageDir = electronPackage({ pathTxt: `${binary}\n`, binary });
    expect(findElectronBinary(packageDir, {})).toBe(path.join(packageDir, 'dist', binary));
  });

  it('reports none when the download was skipped (no path.txt)', () => {
    expect(findElectronBinary(electronPackage({}), {})).toBeUndefined();
  });

  it('reports none when path.txt names a file that is missing or a folder', () => {
    expect(findElectronBinary(electronPackage({ pathTxt: 'electron' }), {})).toBeUndefined();
    const packageDir = electronPackage({ pathTxt: 'dist' });
    mkdirSync(path.join(packageDir, 'dist', 'dist'));
    expect(findElectronBinary(packageDir, {})).toBeUndefined();
  });

  it('reports none for an empty path.txt', () => {
    expect(findElectronBinary(electronPackage({ pathTxt: '  \n' }), {})).toBeUndefined();
  });

  it('reports none when the electron package is not installed at all', () => {
    expect(findElectronBinary(undefined, {})).toBeUndefined();
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH like the electron package does', () => {
    const packageDir = electronPackage({ pathTxt: 'electron' });
    const override = path.join(dir, 'unpacked');
    mkdirSync(override);
    writeFileSync(path.join(override, 'electron'), '');
    const env = { ELECTRON_OVERRIDE_DIST_PATH: override };
    expect(findElectronBinary(packageDir, env)).toBe(path.join(override, 'electron'));
    rmSync(path.join(override, 'electron'));
    expect(findElectronBinary(packageDir, env)).toBeUndefined();
  });
});
