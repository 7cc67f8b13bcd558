import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { startTestServer, type TestServer } from '../../helpers/test-server';
import {
  FakeTray,
  fakeElectron,
  resetFakeElectron,
  type FakeMenuItem,
} from '../../helpers/fake-electron';

const fake = await vi.hoisted(() => import('../../helpers/fake-electron'));
vi.mock('electron', () => fake.fakeElectron);

const { createLarderTray, quitsWhenWindowsClose } = await import('../../../main/tray');

let t: TestServer;
const openWindow = vi.fn();
const quit = vi.fn();
const onError = vi.fn();

function trayOf(): FakeTray {
  const [tray] = FakeTray.all;
  if (!tray) throw new Error('no tray');
  return tray;
}

function item(label: string): FakeMenuItem {
  const found = trayOf().menu?.items.find((entry) => entry.label === label);
  if (!found) throw new Error(`no "${label}" in the tray menu`);
  return found;
}

/** Clicks a menu item as Electron does: a checkbox flips before its click handler runs. */
function click(label: string): void {
  const entry = item(label);
  if (entry.type === 'checkbox') entry.checked = !entry.checked;
  entry.click?.(entry);
}

const labels = () => trayOf().menu?.items.map((entry) => entry.label ?? entry.type);

beforeEach(async () => {
  resetFakeElectron();
  openWindow.mockClear();
  quit.mockClear();
  onError.mockClear();
  t = await startTestServer({ mdns: false });
});
afterEach(() => t.close());

function makeTray(canStartAtLogin = true) {
  const tray = createLarderTray({
    iconPath: '/fake/app/resources/icons/32x32.png',
    sharing: t.server.sharing,
    openWindow,
    quit,
    onError,
    canStartAtLogin,
  });
  t.server.sharing.watch(() => tray.refresh());
  return tray;
}

describe('tray', () => {
  it('offers Open Larder, the sharing switch, start at login and Quit', () => {
    makeTray();
    expect(trayOf().image).toBe('/fake/app/resources/icons/32x32.png');
    expect(trayOf().tooltip).toBe('Larder');
    expect(labels()).toEqual([
      'Open Larder',
      'separator',
      'Share on home network',
      'separator',
      'Start at login',
      'Quit Larder',
    ]);
    click('Open Larder');
    trayOf().emit('click');
    expect(openWindow).toHaveBeenCalledTimes(2);
    click('Quit Larder');
    expect(quit).toHaveBeenCalledTimes(1);
  });

  it('shares on the home network from the menu and shows the addresses', async () => {
    await t.setupAdmin();
    makeTray();
    click('Share on home network');
    await vi.waitFor(() => expect(t.server.sharing.status().enabled).toBe(true));
    const [url] = t.server.sharing.status().urls;
    expect(url).toBeDefined();
    await vi.waitFor(() => expect(labels()).toContain(url));
    expect(item('Share on home network').checked).toBe(true);
    expect(item(url as string).enabled).toBe(false);
    expect(labels()).toContain('Larder keeps serving while its window is closed');
    expect(trayOf().tooltip).toMatch(
      /sharing on the home network, also while the window is closed/,
    );
    expect((await fetch(new URL('/api/app/about', url))).status).toBe(200);

    click('Share on home network');
    await vi.waitFor(() => expect(t.server.sharing.status().enabled).toBe(false));
    await vi.waitFor(() => expect(item('Share on home network').checked).toBe(false));
    expect(trayOf().tooltip).toBe('Larder');
  });

  it('follows a switch made on the sharing page', async () => {
    await t.setupAdmin();
    makeTray();
    await t.server.sharing.enable();
    expect(item('Share on home network').checked).toBe(true);
    await t.server.sharing.disable();
    expect(item('Share on home network').checked).toBe(false);
  });

  it('reports a refused switch (first run) and stays off', async () => {
    makeTray();
    click('Share on home network');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(String(onError.mock.calls[0]?.[0])).toMatch(/administrator first/);
    await vi.waitFor(() => expect(item('Share on home network').checked).toBe(false));
  });

  it('starts at login when asked, where Electron can', () => {
    makeTray();
    expect(item('Start at login').checked).toBe(false);
    click('Start at login');
    expect(fakeElectron.app.setLoginItemSettings).toHaveBeenCalledWith({ openAtLogin: true });
    makeTray().destroy();
    expect(
      FakeTray.all[1]?.menu?.items.find((entry) => entry.label === 'Start at login'),
    ).toMatchObject({ checked: true });

    makeTray(false);
    expect(FakeTray.all[2]?.menu?.items.map((entry) => entry.label)).not.toContain(
      'Start at login',
    );
  });

  it('goes away with the app', () => {
    makeTray().destroy();
    expect(trayOf().destroyed).toBe(true);
  });
});

describe('closing the last window', () => {
  it('quits unless sharing (or on macOS)', () => {
    expect(quitsWhenWindowsClose(false, 'linux')).toBe(true);
    expect(quitsWhenWindowsClose(false, 'win32')).toBe(true);
    expect(quitsWhenWindowsClose(true, 'linux')).toBe(false);
    expect(quitsWhenWindowsClose(false, 'darwin')).toBe(false);
  });
});
