import { createBrowserPlatform } from './browser';
import { createDesktopPlatform } from './desktop';

/** The desktop window's preload defines `window.larder`; everywhere else is a browser. */
export const platform = window.larder
  ? createDesktopPlatform(window.larder)
  : createBrowserPlatform();
