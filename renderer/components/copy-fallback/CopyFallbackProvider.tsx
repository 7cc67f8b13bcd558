import { useState, type ReactNode } from 'react';

import { CopyFallbackContext } from './copy-fallback-context';
import { CopyFallbackDialog } from './CopyFallbackDialog';

/** Holds the select-and-copy dialog that `useClipboard` opens when the browser cannot copy. */
export function CopyFallbackProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState<string | null>(null);
  return (
    <CopyFallbackContext value={setText}>
      {children}
      {text === null ? null : <CopyFallbackDialog text={text} onClose={() => setText(null)} />}
    </CopyFallbackContext>
  );
}
