import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { readServeConfig } from '../../../server/config';

describe('readServeConfig', () => {
  it('defaults to ./data on 127.0.0.1:9925 with no unattended admin', () => {
    expect(readServeConfig([], {})).toEqual({
      dataDir: './data',
      host: '127.0.0.1',
      port: 9925,
      initialAdmin: null,
      lan: false,
      mdns: true,
    });
  });

  it('reads the environment', () => {
    const config = readServeConfig([], {
      LARDER_DATA_DIR: '/srv/larder',
      LARDER_PORT: '8080',
      LARDER_HOST: '192.168.1.5',
      LARDER_ADMIN_EMAIL: 'me@example.com',
      LARDER_ADMIN_PASSWORD: 'long enough',
    });
    expect(config).toEqual({
      dataDir: '/srv/larder',
      host: '192.168.1.5',
      port: 8080,
      initialAdmin: { email: 'me@example.com', password: 'long enough' },
      lan: false,
      mdns: true,
    });
  });

  it('lets flags win over the environment', () => {
    const config = readServeConfig(['--data-dir', '/tmp/x', '--port', '0', '--host', '::1'], {
      LARDER_PORT: '8080',
      LARDER_DATA_DIR: '/srv',
    });
    expect(config).toMatchObject({ dataDir: '/tmp/x', port: 0, host: '::1' });
  });

  it('stays on loopback and shares on the LAN only when asked, announcing unless told not to', () => {
    expect(readServeConfig(['--lan'], {})).toMatchObject({ host: '127.0.0.1', lan: true });
    expect(readServeConfig([], { LARDER_LAN: 'true' }).lan).toBe(true);
    expect(readServeConfig([], { LARDER_LAN: 'false' }).lan).toBe(false);
    expect(readServeConfig([], {}).mdns).toBe(true);
    expect(readServeConfig(['--no-mdns'], { LARDER_MDNS: 'true' }).mdns).toBe(false);
    expect(readServeConfig([], { LARDER_MDNS: 'false' }).mdns).toBe(false);
    expect(() => readServeConfig([], { LARDER_MDNS: 'maybe' })).toThrow();
  });

  it('lets downloads by URL reach private addresses only when asked to', () => {
    expect(readServeConfig([], {}).allowPrivateFetch).toBeUndefined();
    expect(readServeConfig([], { LARDER_ALLOW_PRIVATE_FETCH: 'true' }).allowPrivateFetch).toBe(
      true,
    );
    expect(readServeConfig([], { LARDER_ALLOW_PRIVATE_FETCH: 'false' }).allowPrivateFetch).toBe(
      false,
    );
    expect(() => readServeConfig([], { LARDER_ALLOW_PRIVATE_FETCH: 'maybe' })).toThrow();
  });

  it('reads SMTP settings like Mealie, with the port following the strategy', () => {
    const smtp = {
      LARDER_SMTP_HOST: 'mail.example.org',
      LARDER_SMTP_FROM_EMAIL: 'larder@example.org',
    };
    expect(readServeConfig([], {}).smtp).toBeUndefined();
    expect(readServeConfig([], smtp).smtp).toEqual({
      host: 'mail.example.org',
      port: 587,
      strategy: 'TLS',
      user: null,
      password: null,
      fromEmail: 'larder@example.org',
      fromName: 'Larder',
    });
    expect(
      readServeConfig([], {
        ...smtp,
        LARDER_SMTP_AUTH_STRATEGY: 'SSL',
        LARDER_SMTP_USER: 'me',
        LARDER_SMTP_PASSWORD: 'secret',
        LARDER_SMTP_FROM_NAME: 'Our Kitchen',
      }).smtp,
    ).toMatchObject({ port: 465, strategy: 'SSL', user: 'me', password: 'secret' });
    expect(
      readServeConfig([], { ...smtp, LARDER_SMTP_AUTH_STRATEGY: 'NONE', LARDER_SMTP_PORT: '25' })
        .smtp,
    ).toMatchObject({ port: 25, strategy: 'NONE' });
    expect(() => readServeConfig([], { LARDER_SMTP_HOST: 'mail.example.org' })).toThrow(
      /LARDER_SMTP_FROM_EMAIL/,
    );
    expect(() => readServeConfig([], { ...smtp, LARDER_SMTP_AUTH_STRATEGY: 'STARTTLS' })).toThrow();
  });

  it('reads sign-up and the base URL', () => {
    expect(readServeConfig([], {}).allowSignup).toBeUndefined();
    expect(readServeConfig([], { LARDER_ALLOW_SIGNUP: 'true' }).allowSignup).toBe(true);
    expect(readServeConfig([], { LARDER_BASE_URL: 'https://food.example.org' }).baseUrl).toBe(
      'https://food.example.org',
    );
    expect(() => readServeConfig([], { LARDER_BASE_URL: 'ftp://x' })).toThrow();
  });

  it('reads the backup folder, made absolute', () => {
    expect(readServeConfig([], {}).backupDir).toBeUndefined();
    expect(readServeConfig([], { LARDER_BACKUP_DIR: '/mnt/nas/larder' }).backupDir).toBe(
      '/mnt/nas/larder',
    );
    expect(readServeConfig([], { LARDER_BACKUP_DIR: 'backups' }).backupDir).toBe(
      path.resolve('backups'),
    );
  });

  it('refuses nonsense', () => {
    expect(() => readServeConfig(['--port', 'lots'], {})).toThrow();
    expect(() => readServeConfig(['--colour'], {})).toThrow();
    expect(() => readServeConfig([], { LARDER_PORT: '70000' })).toThrow();
    expect(() =>
      readServeConfig([], { LARDER_ADMIN_EMAIL: 'x', LARDER_ADMIN_PASSWORD: 'long enough' }),
    ).toThrow();
  });
});
