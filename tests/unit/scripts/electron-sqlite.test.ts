import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import Ajv from 'ajv';
import { minimatch } from 'minimatch';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { outsideAsar, sqliteBindingPath } from '../../../main/sqlite-binding';
import {
  addonAbi,
  assertAddonAbi,
  bindingTarget,
  electronTarget,
} from '../../../scripts/electron-sqlite';
import { repoRoot } from '../../helpers/repo-root';

const root = repoRoot;
const require = createRequire(import.meta.url);

interface BuilderConfig {
  productName: string;
  files: string[];
  asarUnpack: string[];
  npmRebuild: boolean;
  linux: { target: string[]; icon: string };
  mac: { target: string[]; icon: string };
  win: { target: string[]; icon: string };
}

const config = parse(
  await readFile(path.join(root, 'electron-builder.yml'), 'utf8'),
) as BuilderConfig;
const packageJson = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
  main: string;
  productName: string;
  scripts: Record<string, string>;
};

/** electron-builder's file patterns: the last pattern that matches decides, `!` excludes. */
function isPackaged(file: string, patterns: readonly string[]): boolean {
  return patterns.reduce((included, pattern) => {
    const excludes = pattern.startsWith('!');
    return minimatch(file, excludes ? pattern.slice(1) : pattern, { dot: true })
      ? !excludes
      : included;
  }, false);
}

const nodeBuild = path.join(
  path.dirname(require.resolve('better-sqlite3/package.json')),
  'build/Release/better_sqlite3.node',
);

describe('electron-builder.yml', () => {
  it("is valid by electron-builder's own schema", async () => {
    const schema = JSON.parse(
      await readFile(require.resolve('app-builder-lib/scheme.json'), 'utf8'),
    ) as object;
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('makes an AppImage and a deb, an NSIS installer and a dmg, each with our icon', async () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    expect((await readFile(path.join(root, config.win.icon))).readUInt16LE(2)).toBe(1);
    expect((await readFile(path.join(root, config.mac.icon))).toString('ascii', 0, 4)).toBe('icns');
    for (const size of [16, 32, 48, 64, 128, 256, 512, 1024]) {
      await expect(
        readFile(path.join(root, config.linux.icon, `${size}x${size}.png`)),
      ).resolves.toBeInstanceOf(Buffer);
    }
  });

  it('packs what the desktop app loads, and leaves out source maps and the build stamp', () => {
    for (const file of [
      packageJson.main,
      'dist/preload/preload.cjs',
      'dist/renderer/index.html',
      'dist/renderer/assets/index-abc123.js',
      'dist/main/chunks/chunk-abc123.js',
      'resources/seed/units/en-US.json',
      'resources/native/better-sqlite3/electron-v145-win32-x64/better_sqlite3.node',
      'package.json',
    ]) {
      expect(isPackaged(file, config.files), file).toBe(true);
    }
    for (const file of ['dist/main/index.js.map', 'dist/.build-stamp', 'resources/icon.svg']) {
      expect(isPackaged(file, config.files), file).toBe(false);
    }
    expect(packageJson.main).toBe('dist/main/index.js');
  });

  it('unpacks the Electron build of better-sqlite3 where main looks for it in a package', () => {
    const appPath = path.join('/opt', 'Larder', 'resources', 'app.asar');
    const target = { appPath, abi: '145', platform: 'linux', arch: 'x64' };
    const file = sqliteBindingPath(target);
    expect(file).toBe(
      outsideAsar(path.join(appPath, path.relative(root, bindingTarget('145', 'linux', 'x64')))),
    );
    const inside = path.relative(`${appPath}.unpacked`, file).split(path.sep).join('/');
    expect(config.asarUnpack.some((pattern) => minimatch(inside, pattern))).toBe(true);
    expect(config.asarUnpack).toContain('node_modules/better-sqlite3/**');
  });

  it('keeps data in the per-user folder named after the product', () => {
    expect(config.productName).toBe(packageJson.productName);
    expect(config.productName).toBe('Larder');
  });
});

describe('better-sqlite3 for Electron (scripts/electron-sqlite.ts)', () => {
  it('runs before electron-builder, which does not rebuild node_modules itself', () => {
    expect(config.npmRebuild).toBe(false);
    expect(packageJson.scripts.dist).toMatch(/scripts\/electron-sqlite\.ts && electron-builder /);
  });

  it("reads an addon's ABI, and refuses the Node build as Electron's", async () => {
    const addon = await readFile(nodeBuild);
    expect(addonAbi(addon)).toBe(process.versions.modules);
    const { abi } = electronTarget();
    expect(abi).toMatch(/^\d+$/);
    expect(abi).not.toBe(process.versions.modules);
    expect(() => assertAddonAbi(addon, abi, 'better_sqlite3.node')).toThrow(
      `better_sqlite3.node is built for module ABI ${process.versions.modules}, not Electron's ${abi}`,
    );
    expect(() => assertAddonAbi(addon, process.versions.modules, 'x')).not.toThrow();
    expect(addonAbi(Buffer.from('not an addon'))).toBeUndefined();
  });

  it('puts the build in the folder named by ABI, platform and architecture', () => {
    expect(bindingTarget('145', 'darwin', 'arm64')).toBe(
      path.join(
        root,
        'resources/native/better-sqlite3/electron-v145-darwin-arm64/better_sqlite3.node',
      ),
    );
  });
});
