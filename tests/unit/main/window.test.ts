import type { BrowserWindow } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { bringToFront, createMainWindow, isOwnWebContents } from '../../../main/window';
import { FakeBrowserWindow, fakeElectron, fakeEvent } from '../../helpers/fake-electron';

vi.mock('electron', async () => (await import('../../helpers/fake-electron')).fakeElectron);

const appOrigin = 'http://127.0.0.1:41234';
const { openExternal } = fakeElectron.shell;

function openWindow(url = `${appOrigin}/`): FakeBrowserWindow {
  return createMainWindow({
    url,
    appOrigin,
    preloadPath: '/app/dist/preload/preload.cjs',
  }) as unknown as FakeBrowserWindow;
}

/** The fake behind a `BrowserWindow` type, for the functions that take one. */
function asWindow(fake: FakeBrowserWindow): BrowserWindow {
  return fake as unknown as BrowserWindow;
}

beforeEach(() => {
  FakeBrowserWindow.all = [];
  openExternal.mockClear();
});

describe('createMainWindow', () => {
  it('isolates and sandboxes the page, with our preload and no Node', () => {
    const window = openWindow();
    expect(window.options.webPreferences).toEqual({
      preload: '/app/dist/preload/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    });
  });

  it('loads the given page and shows the window once it has painted', () => {
    const window = openWindow(`${appOrigin}/setup`);
    expect(window.webContents.loadURL).toHaveBeenCalledWith(`${appOrigin}/setup`);
    expect(window.visible).toBe(false);
    window.emit('ready-to-show');
    expect(window.visible).toBe(true);
  });
});

describe('window.open', () => {
  it('never opens a window: web links go to the browser', () => {
    const { webContents } = openWindow();
    expect(webContents.windowOpenHandler?.({ url: 'https://example.org/pie' })).toEqual({
      action: 'deny',
    });
    expect(openExternal).toHaveBeenCalledWith('https://example.org/pie');
  });

  it('loads our own URLs (a download) in the same window', () => {
    const { webContents } = openWindow();
    const url = `${appOrigin}/api/utils/download?token=t`;
    expect(webContents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
    expect(webContents.loadURL).toHaveBeenLastCalledWith(url);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('drops other schemes', () => {
    const { webContents } = openWindow();
    expect(webContents.windowOpenHandler?.({ url: 'file:///etc/passwd' })).toEqual({
      action: 'deny',
    });
    expect(openExternal).not.toHaveBeenCalled();
    expect(webContents.loadURL).toHaveBeenCalledTimes(1); // the initial page only
  });
});

describe('navigation', () => {
  it('stays on our pages', () => {
    const { webContents } = openWindow();
    const event = fakeEvent({ url: `${appOrigin}/recipe/soup` });
    webContents.emit('will-navigate', event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('sends web links to the browser instead of leaving the app', () => {
    const { webContents } = openWindow();
    const event = fakeEvent({ url: 'https://example.org/' });
    webContents.emit('will-navigate', event);
    expect(event.defaultPrevented).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://example.org/');
  });

  it('drops navigation to files and custom schemes', () => {
    const { webContents } = openWindow();
    const event = fakeEvent({ url: 'file:///home/me/' });
    webContents.emit('will-navigate', event);
    expect(event.defaultPrevented).toBe(true);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('refuses webviews', () => {
    const { webContents } = openWindow();
    const event = fakeEvent({});
    webContents.emit('will-attach-webview', event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('permissions', () => {
  it('grants clipboard writing to our pages and refuses the camera', () => {
    const { webContents } = openWindow();
    const answers: boolean[] = [];
    const ask = (permission: string, requestingUrl: string) =>
      webContents.permissionHandler?.(webContents, permission, (granted) => answers.push(granted), {
        requestingUrl,
      });
    ask('clipboard-sanitized-write', `${appOrigin}/recipe/soup`);
    ask('media', `${appOrigin}/recipe/soup`);
    ask('clipboard-sanitized-write', 'https://example.org/');
    expect(answers).toEqual([true, false, false]);
  });
});

describe('isOwnWebContents', () => {
  it('knows the pages of our open windows only', () => {
    const window = openWindow();
    const { webContents } = window;
    const own = (contents: unknown) =>
      isOwnWebContents(contents as Parameters<typeof isOwnWebContents>[0]);
    expect(own(webContents)).toBe(true);
    expect(own({})).toBe(false);
    window.close();
    expect(own(webContents)).toBe(false);
  });
});

describe('bringToFront', () => {
  it('restores, shows and focuses a minimized hidden window', () => {
    const window = openWindow();
    window.minimized = true;
    expect(bringToFront(asWindow(window))).toBe(true);
    expect(window.restore).toHaveBeenCalled();
    expect(window.show).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
  });

  it('asks for a new window when there is none or it was closed', () => {
    expect(bringToFront(null)).toBe(false);
    const window = openWindow();
    window.close();
    expect(bringToFront(asWindow(window))).toBe(false);
    expect(window.focus).not.toHaveBeenCalled();
  });
});
