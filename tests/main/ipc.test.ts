import type { IpcMain, WebContents } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { registerIpc } from '../../main/ipc';
import { channels } from '../../preload/bridge';
import { FakeIpcMain } from './fake-electron';

const appOrigin = 'http://127.0.0.1:41234';
const ours = { id: 1 } as unknown as WebContents;
const stranger = { id: 2 } as unknown as WebContents;

let ipcMain: FakeIpcMain;
const print = vi.fn<(webContents: WebContents) => Promise<void>>(() => Promise.resolve());

function event(sender: WebContents, frameUrl: string | null) {
  return { sender, senderFrame: frameUrl === null ? null : { url: frameUrl } };
}

beforeEach(() => {
  ipcMain = new FakeIpcMain();
  print.mockClear();
  registerIpc(ipcMain as unknown as IpcMain, {
    appOrigin,
    isOwnWebContents: (webContents) => webContents === ours,
    print,
  });
});

describe('registerIpc', () => {
  it('handles every bridge channel', () => {
    expect([...ipcMain.handlers.keys()].sort()).toEqual(Object.values(channels).sort());
  });

  it('prints the window that asked', async () => {
    await ipcMain.invoke(channels.print, event(ours, `${appOrigin}/recipe/soup`));
    expect(print).toHaveBeenCalledWith(ours);
  });

  it.each([
    ['another origin in our window (an embedded frame)', ours, 'https://www.youtube.com/embed/x'],
    ['a frame that is gone', ours, null],
    ['our origin shown in a window we did not create', stranger, `${appOrigin}/`],
    ['another port on the same host', ours, 'http://127.0.0.1:41235/'],
  ])('refuses %s', (_case, sender, frameUrl) => {
    expect(() => ipcMain.invoke(channels.print, event(sender, frameUrl))).toThrow(
      /^Refused larder:print/,
    );
    expect(print).not.toHaveBeenCalled();
  });

  it('removes its handlers when asked', () => {
    const other = new FakeIpcMain();
    const unregister = registerIpc(other as unknown as IpcMain, {
      appOrigin,
      isOwnWebContents: () => true,
      print,
    });
    unregister();
    expect(other.handlers.size).toBe(0);
  });
});
