import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';

import { useToasts } from '../app/toasts/useToasts';

import { CopyFallbackContext } from './copy-fallback/copy-fallback-context';

/**
 * Copies text, then toasts `successMessage` (by default "Copied to clipboard"). Where the browser
 * has no clipboard API or refuses it (plain HTTP on a LAN address is not a secure context, so
 * phones often land here), the text opens in a dialog, selected, to copy by hand. Resolves to
 * whether the browser copied it.
 */
export function useClipboard() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const showFallback = useContext(CopyFallbackContext);
  return useCallback(
    async (text: string, successMessage?: string): Promise<boolean> => {
      // The DOM typings claim `navigator.clipboard` always exists; outside secure contexts it does not.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      try {
        if (!clipboard) throw new Error('no clipboard');
        await clipboard.writeText(text);
      } catch {
        showFallback(text);
        return false;
      }
      toasts.show('success', successMessage ?? t('clipboard.copied'));
      return true;
    },
    [showFallback, t, toasts],
  );
}
