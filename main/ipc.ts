import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';

import { channels, type BridgeMethods } from '../preload/bridge';
import { isTrustedSenderUrl } from './origin';

/** The main-process side of each bridge function: same name, same result, plus the event. */
export type BridgeHandlers = {
  [K in keyof BridgeMethods]: (
    event: IpcMainInvokeEvent,
    ...args: Parameters<BridgeMethods[K]>
  ) => ReturnType<BridgeMethods[K]>;
};

export interface IpcOptions {
  /** The embedded server's origin: only its pages may call. */
  appOrigin: string;
  /** Whether the message comes from a window this app created. */
  isOwnWebContents: (webContents: WebContents) => boolean;
  /** Native services, passed in so the handlers need no Electron to test. */
  print: (webContents: WebContents) => Promise<void>;
}

export function createBridgeHandlers({ print }: IpcOptions): BridgeHandlers {
  return {
    print: (event) => print(event.sender),
  };
}

/**
 * Answers the preload's `invoke` calls. Every call is checked first: it must come from one of our
 * windows, from a frame that shows one of our pages (not an embedded or navigated-away frame,
 * whose URL is another origin), or it is refused (Electron's security checklist, item 17:
 * "Validate the sender of all IPC messages"). Returns a function that removes the handlers.
 */
export function registerIpc(ipcMain: IpcMain, options: IpcOptions): () => void {
  const handlers = createBridgeHandlers(options);
  const names = Object.keys(channels) as (keyof BridgeMethods)[];
  for (const name of names) {
    ipcMain.handle(channels[name], (event: IpcMainInvokeEvent) => {
      if (!isTrustedSender(event, options)) {
        throw new Error(
          `Refused ${channels[name]} from ${event.senderFrame?.url ?? 'an unknown frame'}`,
        );
      }
      return handlers[name](event);
    });
  }
  return () => {
    for (const name of names) ipcMain.removeHandler(channels[name]);
  };
}

function isTrustedSender(event: IpcMainInvokeEvent, options: IpcOptions): boolean {
  return (
    options.isOwnWebContents(event.sender) &&
    isTrustedSenderUrl(event.senderFrame?.url, options.appOrigin)
  );
}
