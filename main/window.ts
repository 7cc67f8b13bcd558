import { BrowserWindow, shell, type WebContents } from 'electron';

import { planFocus } from './focus';
import { classifyNavigation, isPermissionAllowed, type LinkAction } from './origin';

export interface MainWindowOptions {
  /** The page to open: the app, or its first-run page. */
  url: string;
  appOrigin: string;
  /** Absolute path of the bundled `preload.cjs`. */
  preloadPath: string;
}

/**
 * The app's window. The renderer is a web page from the embedded server, so it gets a web page's
 * powers only: isolated from the preload, sandboxed, no Node (Electron's security checklist).
 */
export function createMainWindow({
  url,
  appOrigin,
  preloadPath,
}: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 360,
    minHeight: 480,
    title: 'Larder',
    show: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    },
  });
  guardWebContents(window.webContents, appOrigin);
  window.once('ready-to-show', () => window.show());
  void window.loadURL(url);
  return window;
}

/** Keeps the window on our pages: no new windows, no webviews, no leaving the app's origin. */
export function guardWebContents(webContents: WebContents, appOrigin: string): void {
  webContents.setWindowOpenHandler(({ url }) => {
    follow(webContents, url, classifyNavigation(url, appOrigin));
    return { action: 'deny' };
  });
  webContents.on('will-navigate', (event) => {
    const action = classifyNavigation(event.url, appOrigin);
    if (action === 'stay') return;
    event.preventDefault();
    follow(webContents, event.url, action);
  });
  webContents.on('will-attach-webview', (event) => event.preventDefault());
  webContents.session.setPermissionRequestHandler((_contents, permission, grant, details) => {
    grant(isPermissionAllowed(permission, details.requestingUrl, appOrigin));
  });
}

function follow(webContents: WebContents, url: string, action: LinkAction): void {
  if (action === 'open-externally') {
    void shell.openExternal(url);
  } else if (action === 'stay') {
    // `window.open` on one of our URLs (a download link, say): load it here instead. A download
    // aborts the navigation by design, so the rejection is expected and the page stays.
    webContents.loadURL(url).catch(() => undefined);
  }
}

/** Whether `webContents` belongs to one of our windows (we never open others). */
export function isOwnWebContents(webContents: WebContents): boolean {
  return BrowserWindow.getAllWindows().some((window) => window.webContents === webContents);
}

/** Brings `window` to the front; returns false when it is gone and a new one is needed. */
export function bringToFront(window: BrowserWindow | null): boolean {
  const state = window && {
    isDestroyed: window.isDestroyed(),
    isMinimized: !window.isDestroyed() && window.isMinimized(),
    isVisible: !window.isDestroyed() && window.isVisible(),
  };
  for (const step of planFocus(state)) {
    if (step === 'create' || window === null) return false;
    if (step === 'restore') window.restore();
    if (step === 'show') window.show();
    if (step === 'focus') window.focus();
  }
  return true;
}
