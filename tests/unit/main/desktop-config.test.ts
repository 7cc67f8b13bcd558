import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { resolveDesktopConfig } from '../../../main/desktop-config';

const base = {
  argv: ['/opt/Larder/larder'],
  env: {},
  cwd: '/home/me',
  userDataPath: '/home/me/.config/Larder',
};

describe('resolveDesktopConfig', () => {
  it('defaults to the per-user app data folder and any free port', () => {
    expect(resolveDesktopConfig(base)).toEqual({ dataDir: '/home/me/.config/Larder', port: 0 });
  });

  it('takes LARDER_DATA_DIR and LARDER_PORT', () => {
    const config = resolveDesktopConfig({
      ...base,
      env: { LARDER_DATA_DIR: '/srv/larder', LARDER_PORT: '9925' },
    });
    expect(config).toEqual({ dataDir: '/srv/larder', port: 9925 });
  });

  it('lets flags win over variables, in both spellings', () => {
    const config = resolveDesktopConfig({
      ...base,
      argv: ['/opt/Larder/larder', '--data-dir', '/mnt/usb/larder', '--port=8080'],
      env: { LARDER_DATA_DIR: '/srv/larder', LARDER_PORT: '9925' },
    });
    expect(config).toEqual({ dataDir: '/mnt/usb/larder', port: 8080 });
  });

  it('resolves a relative data dir against the working directory', () => {
    const config = resolveDesktopConfig({
      ...base,
      argv: ['electron', '/repo', '--data-dir', 'tmp/data'],
    });
    expect(config.dataDir).toBe(path.resolve('/home/me', 'tmp/data'));
  });

  it('ignores the app path and the arguments Chromium and macOS add', () => {
    const config = resolveDesktopConfig({
      ...base,
      argv: [
        'electron',
        '/repo',
        '--original-process-start-time=13371337',
        '-psn_0_12345',
        '--no-sandbox',
      ],
    });
    expect(config).toEqual({ dataDir: '/home/me/.config/Larder', port: 0 });
  });

  it('treats empty variables as unset', () => {
    expect(
      resolveDesktopConfig({ ...base, env: { LARDER_DATA_DIR: '', LARDER_PORT: '' } }),
    ).toEqual({
      dataDir: '/home/me/.config/Larder',
      port: 0,
    });
  });

  it('refuses a flag without its value rather than silently using the default', () => {
    expect(() => resolveDesktopConfig({ ...base, argv: ['larder', '--data-dir'] })).toThrow(
      '--data-dir needs a value',
    );
    expect(() => resolveDesktopConfig({ ...base, argv: ['larder', '--port='] })).toThrow(
      '--port needs a value',
    );
  });

  it.each(['65536', '-1', '80x', '1e3', ' 80'])('refuses the port %j', (port) => {
    expect(() => resolveDesktopConfig({ ...base, env: { LARDER_PORT: port } })).toThrow(
      '0 to 65535',
    );
  });
});
