/**
 * What the renderer needs from where it runs. In the desktop window `window.larder` (the preload's
 * `DesktopBridge`) provides native features; in a phone or desktop browser the same calls fall back
 * to web equivalents (Actual's `Actual` global, implemented once per environment).
 */
export interface Platform {
  isDesktop: boolean;
  /** Prints the current page (the recipe print view). */
  print: () => Promise<void>;
}
