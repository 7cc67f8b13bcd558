/**
 * Just enough of Electron's main-process API for the shell's modules to run under Node, where
 * `import 'electron'` throws (no binary here). Tests install it with
 * `vi.mock('electron', async () => (await import('./fake-electron')).fakeElectron)`.
 */
import { EventEmitter } from 'node:events';

import { vi } from 'vitest';

type Handler = (...args: never[]) => unknown;

/** A navigation or similar event: records whether a listener prevented it. */
export function fakeEvent<T extends object>(
  fields: T,
): T & { preventDefault: () => void; defaultPrevented: boolean } {
  const event = {
    ...fields,
    defaultPrevented: false,
    preventDefault: () => {
      event.defaultPrevented = true;
    },
  };
  return event;
}

export class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  permissionHandler:
    | ((
        contents: unknown,
        permission: string,
        grant: (granted: boolean) => void,
        details: { requestingUrl: string },
      ) => void)
    | undefined;
  readonly loadURL = vi.fn<(url: string) => Promise<void>>(() => Promise.resolve());
  /** The cookies of this window's session, as `session.cookies.get` answers them. */
  cookieJar: { name: string; value: string }[] = [];
  readonly session = {
    cookies: {
      get: vi.fn<(filter: { url: string }) => Promise<{ name: string; value: string }[]>>(() =>
        Promise.resolve(this.cookieJar),
      ),
    },
    setPermissionRequestHandler: (handler: NonNullable<FakeWebContents['permissionHandler']>) => {
      this.permissionHandler = handler;
    },
  };

  setWindowOpenHandler(handler: NonNullable<FakeWebContents['windowOpenHandler']>): void {
    this.windowOpenHandler = handler;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static all: FakeBrowserWindow[] = [];
  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.all.filter((window) => !window.destroyed);
  }
  static fromWebContents(webContents: unknown): FakeBrowserWindow | null {
    return FakeBrowserWindow.getAllWindows().find((w) => w.webContents === webContents) ?? null;
  }

  readonly webContents = new FakeWebContents();
  destroyed = false;
  minimized = false;
  visible = false;
  readonly show = vi.fn(() => {
    this.visible = true;
  });
  readonly focus = vi.fn();
  readonly restore = vi.fn(() => {
    this.minimized = false;
  });

  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeBrowserWindow.all.push(this);
  }

  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isVisible(): boolean {
    return this.visible;
  }
  /** What closing it does in Electron: destroyed, then `closed`. */
  close(): void {
    this.destroyed = true;
    this.emit('closed');
  }
}

/** `ipcMain`: `handle` stores the handler so tests can `invoke` it like a renderer would. */
export class FakeIpcMain {
  readonly handlers = new Map<string, Handler>();
  handle(channel: string, handler: Handler): void {
    if (this.handlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, handler);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  invoke(channel: string, event: unknown, ...args: unknown[]): unknown {
    const handler = this.handlers.get(channel) as ((...a: unknown[]) => unknown) | undefined;
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler(event, ...args);
  }
}

/** `Tray`: keeps what it was given so tests can read the menu and click its items. */
export class FakeTray extends EventEmitter {
  static all: FakeTray[] = [];
  tooltip = '';
  menu: { items: FakeMenuItem[] } | null = null;
  destroyed = false;
  constructor(readonly image: string) {
    super();
    FakeTray.all.push(this);
  }
  setToolTip(text: string): void {
    this.tooltip = text;
  }
  setContextMenu(menu: { items: FakeMenuItem[] }): void {
    this.menu = menu;
  }
  destroy(): void {
    this.destroyed = true;
  }
}

export interface FakeMenuItem {
  label?: string;
  type?: string;
  checked?: boolean;
  enabled?: boolean;
  click?: (item: FakeMenuItem) => void;
}

/** `Menu.buildFromTemplate`: the template itself, as the menu's items. */
export const FakeMenu = {
  buildFromTemplate: (template: FakeMenuItem[]) => ({ items: template }),
};

export class FakeApp extends EventEmitter {
  hasLock = true;
  loginItem = { openAtLogin: false };
  readonly getLoginItemSettings = vi.fn(() => ({ ...this.loginItem }));
  readonly setLoginItemSettings = vi.fn((settings: { openAtLogin: boolean }) => {
    this.loginItem = { ...settings };
  });
  readonly quit = vi.fn();
  readonly exit = vi.fn();
  readonly requestSingleInstanceLock = vi.fn(() => this.hasLock);
  readonly whenReady = vi.fn(() => Promise.resolve());
  readonly getPath = vi.fn((name: string) => `/fake/${name}`);
  readonly getAppPath = vi.fn(() => '/fake/app');
  /** The system language; the shell's text follows it. */
  readonly getLocale = vi.fn(() => 'en-US');
}

export const fakeElectron = {
  app: new FakeApp(),
  BrowserWindow: FakeBrowserWindow,
  Tray: FakeTray,
  Menu: FakeMenu,
  ipcMain: new FakeIpcMain(),
  shell: {
    openExternal: vi.fn<(url: string) => Promise<void>>(() => Promise.resolve()),
    /** Answers '' (shown) unless a test says otherwise. */
    openPath: vi.fn<(path: string) => Promise<string>>(() => Promise.resolve('')),
  },
  dialog: {
    showErrorBox: vi.fn(),
    /** Called as Electron's: `(window, options)` or `(options)`; tests set what it answers. */
    showSaveDialog: vi.fn<(...args: unknown[]) => Promise<{ canceled: boolean; filePath: string }>>(
      () => Promise.resolve({ canceled: true, filePath: '' }),
    ),
    showOpenDialog: vi.fn<
      (...args: unknown[]) => Promise<{ canceled: boolean; filePaths: string[] }>
    >(() => Promise.resolve({ canceled: true, filePaths: [] })),
  },
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: {
    invoke: vi.fn<(channel: string, ...args: unknown[]) => Promise<unknown>>(() =>
      Promise.resolve(),
    ),
  },
};

/** Back to a freshly started Electron: no listeners, handlers, windows or recorded calls. */
export function resetFakeElectron(): void {
  const { app, ipcMain } = fakeElectron;
  app.removeAllListeners();
  app.hasLock = true;
  app.loginItem = { openAtLogin: false };
  ipcMain.handlers.clear();
  FakeBrowserWindow.all = [];
  FakeTray.all = [];
  for (const fn of [
    app.quit,
    app.exit,
    app.requestSingleInstanceLock,
    app.whenReady,
    app.getLoginItemSettings,
    app.setLoginItemSettings,
    fakeElectron.shell.openExternal,
    fakeElectron.shell.openPath,
    fakeElectron.dialog.showErrorBox,
    fakeElectron.dialog.showSaveDialog,
    fakeElectron.dialog.showOpenDialog,
    fakeElectron.contextBridge.exposeInMainWorld,
    fakeElectron.ipcRenderer.invoke,
  ]) {
    fn.mockClear();
  }
}
