import { describe, expect, it, vi } from 'vitest';

import { version } from '../../../package.json';
import { channels, type DesktopBridge } from '../../../preload/bridge';
import { fakeElectron } from '../../helpers/fake-electron';

vi.mock('electron', async () => (await import('../../helpers/fake-electron')).fakeElectron);

describe('preload', () => {
  it('exposes the bridge as window.larder, with invoke on its channels', async () => {
    await import('../../../preload/index');
    const { exposeInMainWorld } = fakeElectron.contextBridge;
    expect(exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [name, bridge] = exposeInMainWorld.mock.calls[0] as [string, DesktopBridge];
    expect(name).toBe('larder');
    expect(bridge.version).toBe(version);
    expect(['darwin', 'linux', 'win32', 'other']).toContain(bridge.platform);

    const { invoke } = fakeElectron.ipcRenderer;
    await bridge.print();
    expect(invoke).toHaveBeenLastCalledWith(channels.print);
    await bridge.saveBackupAs('larder_2024.08.21.10.00.00.zip');
    expect(invoke).toHaveBeenLastCalledWith(
      channels.saveBackupAs,
      'larder_2024.08.21.10.00.00.zip',
    );
    await bridge.openBackupArchive();
    expect(invoke).toHaveBeenLastCalledWith(channels.openBackupArchive);
    await bridge.openMigrationArchive('paprika');
    expect(invoke).toHaveBeenLastCalledWith(channels.openMigrationArchive, 'paprika');
    await bridge.chooseBackupFolder();
    expect(invoke).toHaveBeenLastCalledWith(channels.chooseBackupFolder);
    await bridge.openDataFolder();
    expect(invoke).toHaveBeenLastCalledWith(channels.openDataFolder);
  });

  it('gives every channel a distinct name in the larder: namespace', () => {
    const names = Object.values(channels);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^larder:[a-z-]+$/);
  });
});
