import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { findSqliteBinding, outsideAsar, sqliteBindingPath } from '../../../main/sqlite-binding';

const target = { appPath: '/repo', abi: '145', platform: 'linux', arch: 'x64' };
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('sqliteBindingPath', () => {
  it('names the ABI, platform and architecture, under resources/native', () => {
    expect(sqliteBindingPath(target)).toBe(
      path.join(
        '/repo/resources/native/better-sqlite3/electron-v145-linux-x64/better_sqlite3.node',
      ),
    );
  });

  it('points into app.asar.unpacked when packaged', () => {
    const packaged = { ...target, appPath: path.join('/opt/Larder/resources/app.asar') };
    expect(sqliteBindingPath(packaged)).toBe(
      path.join(
        '/opt/Larder/resources/app.asar.unpacked/resources/native/better-sqlite3/electron-v145-linux-x64/better_sqlite3.node',
      ),
    );
  });
});

describe('outsideAsar', () => {
  it('leaves paths outside an asar alone, including look-alike folder names', () => {
    expect(outsideAsar('/repo/resources/x.node')).toBe('/repo/resources/x.node');
    expect(outsideAsar('/home/me/app.asar.backup/x.node')).toBe('/home/me/app.asar.backup/x.node');
  });
});

describe('findSqliteBinding', () => {
  it('returns the Electron build when it exists beside the app', () => {
    const appPath = mkdtempSync(path.join(tmpdir(), 'larder-binding-'));
    dirs.push(appPath);
    const file = sqliteBindingPath({ ...target, appPath });
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'not really an addon');
    expect(findSqliteBinding({ ...target, appPath })).toBe(file);
  });

  it('returns undefined (better-sqlite3 loads its default) when there is none', () => {
    const appPath = mkdtempSync(path.join(tmpdir(), 'larder-binding-'));
    dirs.push(appPath);
    expect(findSqliteBinding({ ...target, appPath })).toBeUndefined();
  });

  it('ignores a build for another ABI or architecture', () => {
    const present = sqliteBindingPath({ ...target, abi: '143' });
    const isFile = (file: string) => file === present;
    expect(findSqliteBinding(target, isFile)).toBeUndefined();
    expect(findSqliteBinding({ ...target, abi: '143' }, isFile)).toBe(present);
    expect(findSqliteBinding({ ...target, abi: '143', arch: 'arm64' }, isFile)).toBeUndefined();
  });

  it('does not take a folder of that name for the addon', () => {
    const appPath = mkdtempSync(path.join(tmpdir(), 'larder-binding-'));
    dirs.push(appPath);
    mkdirSync(sqliteBindingPath({ ...target, appPath }), { recursive: true });
    expect(findSqliteBinding({ ...target, appPath })).toBeUndefined();
  });
});
