import type { WebContents } from 'electron';

/** Electron's reason when the person closes the print dialog: not a failure. */
const cancelled = 'Print job canceled';

/** Prints the page `webContents` shows, through the system's print dialog. */
export function printPage(webContents: Pick<WebContents, 'print'>): Promise<void> {
  return new Promise((resolve, reject) => {
    webContents.print({}, (success, failureReason) => {
      if (success || failureReason === cancelled) resolve();
      else reject(new Error(`Printing failed: ${failureReason}`));
    });
  });
}
