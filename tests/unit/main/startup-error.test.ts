import { describe, expect, it } from 'vitest';

import { describeStartupError } from '../../../main/startup-error';

const binding =
  '/opt/Larder/resources/app.asar.unpacked/resources/native/better-sqlite3/electron-v145-linux-x64/better_sqlite3.node';

describe('describeStartupError', () => {
  it('explains a better-sqlite3 built for Node, and where the Electron build goes', () => {
    const error = new Error(
      "The module '/opt/Larder/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\n" +
        'was compiled against a different Node.js version using\nNODE_MODULE_VERSION 115. This version of Node.js requires\nNODE_MODULE_VERSION 145.',
    );
    const message = describeStartupError(error, binding);
    expect(message).toMatch(
      /^The SQLite module in this copy of Larder was built for Node.js, not for Electron./,
    );
    expect(message).toContain(binding);
    expect(message).toContain('NODE_MODULE_VERSION 115');
  });

  it('points at the Electron build when that is the file that fails to load', () => {
    const error = new Error(`${binding}: file too short`);
    const message = describeStartupError(error, binding);
    expect(message).toMatch(/^The SQLite module at .* cannot be loaded\./);
    expect(message).not.toContain('built for Node.js');
    expect(message).toContain('file too short');
  });

  it('explains a taken port', () => {
    const error = new Error('listen EADDRINUSE: address already in use 127.0.0.1:9925');
    expect(describeStartupError(error, binding)).toMatch(
      /^The port Larder was told to use is taken/,
    );
  });

  it('passes other errors through, including thrown non-errors', () => {
    expect(
      describeStartupError(new Error('EACCES: permission denied, mkdir /srv/larder'), binding),
    ).toBe('EACCES: permission denied, mkdir /srv/larder');
    expect(describeStartupError('boom', binding)).toBe('boom');
  });
});
