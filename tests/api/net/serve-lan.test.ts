import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { readServeConfig, serve, type RunningServer } from '../../../server/index';
import { lanAddresses } from '../../../server/net/lan-addresses';
import { adminCredentials } from '../../helpers/test-server';

const admin = { LARDER_ADMIN_EMAIL: 'ada@example.com', LARDER_ADMIN_PASSWORD: 'long enough' };
const opened: { server: RunningServer; dataDir: string }[] = [];

/** `npm run serve -- <args>` in-process, with what it prints. */
async function serveWith(args: string[], env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-serve-'));
  const lines: string[] = [];
  const config = readServeConfig([...args, '--port', '0', '--data-dir', dataDir], env);
  const server = await serve(config, (line) => lines.push(line));
  opened.push({ server, dataDir });
  return { server, text: lines.join('\n') };
}

afterEach(async () => {
  for (const { server, dataDir } of opened.splice(0)) {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('npm run serve -- --lan', () => {
  it('prints every LAN URL, the larder.local name and a QR code, and answers there', async () => {
    const { server, text } = await serveWith(['--lan'], admin);
    const { urls } = server.sharing.status();
    expect(urls).toHaveLength(lanAddresses().length);
    for (const url of urls) expect(text).toContain(`  ${url}`);
    expect(text).toContain(`http://larder.local:${server.port}/`);
    expect(text).toMatch(/Scan with a phone's camera/);
    expect(text).toMatch(/[▀▄█]{5}/);
    const first = server.sharing.status().urls[0] as string;
    expect((await fetch(new URL('/api/app/about', first))).status).toBe(200);
  });

  it('does not announce with --no-mdns or LARDER_MDNS=false', async () => {
    const flag = await serveWith(['--lan', '--no-mdns'], admin);
    expect(flag.server.sharing.status()).toMatchObject({ enabled: true, mdnsName: null });
    expect(flag.text).not.toContain('larder.local');
    const variable = await serveWith(['--lan'], { ...admin, LARDER_MDNS: 'false' });
    expect(variable.server.sharing.status().mdnsName).toBeNull();
  });

  it('stays on this computer on first run, and shares once the administrator exists', async () => {
    const { server, text } = await serveWith(['--lan'], {});
    expect(server.sharing.status().enabled).toBe(false);
    expect(text).toMatch(/starts once the administrator exists/);
    expect(text).not.toMatch(/Scan with a phone's camera/);

    const setup = await fetch(new URL('/api/setup', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adminCredentials),
    });
    expect(setup.status).toBe(201);
    const { enabled, urls } = server.sharing.status();
    expect(enabled).toBe(true);
    expect((await fetch(new URL('/api/app/about', urls[0]))).status).toBe(200);
  });
});
