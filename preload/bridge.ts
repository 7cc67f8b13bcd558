/**
 * The contract between the desktop shell and the renderer: what `window.larder` offers, and the
 * IPC channels behind it. The renderer compiles this file too, so it holds types and plain
 * constants only, with nothing from Node or Electron at run time.
 */

/** The operating systems Electron ships for; anything else reads as `other`. */
export type DesktopPlatform = 'darwin' | 'linux' | 'win32' | 'other';

/** Exposed as `window.larder` by the preload; absent when Larder runs in a plain browser. */
export interface DesktopBridge {
  /** Larder's version, as in package.json. */
  readonly version: string;
  readonly platform: DesktopPlatform;
  /** Opens the system print dialog for the page; resolves once printed or cancelled. */
  print(): Promise<void>;
}

/** The bridge's functions: each one is an `ipcRenderer.invoke` on the channel of the same name. */
export type BridgeMethods = {
  [
    K in keyof DesktopBridge as DesktopBridge[K] extends (...args: never[]) => unknown ? K : never
  ]: DesktopBridge[K];
};

export const channels = {
  print: 'larder:print',
} as const satisfies Record<keyof BridgeMethods, `larder:${string}`>;

export function toDesktopPlatform(platform: string): DesktopPlatform {
  return platform === 'darwin' || platform === 'linux' || platform === 'win32' ? platform : 'other';
}

declare global {
  interface Window {
    larder?: DesktopBridge;
  }
}
