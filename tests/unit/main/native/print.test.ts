import type { WebContents } from 'electron';
import { describe, expect, it } from 'vitest';

import { printPage } from '../../../../main/native/print';

type PrintCallback = (success: boolean, failureReason: string) => void;

/** A webContents whose print dialog ends the way the test says. */
function printingThat(success: boolean, failureReason = ''): Pick<WebContents, 'print'> {
  return {
    print: (_options, callback?: PrintCallback) => callback?.(success, failureReason),
  };
}

describe('printPage', () => {
  it('resolves once printed', async () => {
    await expect(printPage(printingThat(true))).resolves.toBeUndefined();
  });

  it('resolves when the person cancels the dialog', async () => {
    await expect(printPage(printingThat(false, 'Print job canceled'))).resolves.toBeUndefined();
  });

  it('rejects with the reason when printing fails', async () => {
    await expect(printPage(printingThat(false, 'Print job failed'))).rejects.toThrow(
      'Printing failed: Print job failed',
    );
  });
});
