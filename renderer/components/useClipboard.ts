import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useToasts } from '../app/toasts/useToasts';

/**
 * Copies text (then toasts `successMessage`, by default "Copied to clipboard"), refusing with the spec's message where the browser has no clipboard API (plain
 * HTTP on a LAN address is not a secure context, so phones often land here).
 */
export function useClipboard() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return useCallback(
    async (text: string, successMessage?: string): Promise<boolean> => {
      // The DOM typings claim `navigator.clipboard` always exists; outside secure contexts it does not.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      if (!clipboard) {
        toasts.show('error', `${t('clipboard.notSupported')}: ${t('clipboard.noSupport')}`);
        return false;
      }
      try {
        await clipboard.writeText(text);
      } catch {
        toasts.show('error', `${t('clipboard.notSupported')}: ${t('clipboard.noSupport')}`);
        return false;
      }
      toasts.show('success', successMessage ?? t('clipboard.copied'));
      return true;
    },
    [t, toasts],
  );
}
