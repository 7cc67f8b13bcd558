import { createContext } from 'react';

/** Shows `text` in the select-and-copy dialog, for when the browser cannot copy it itself. */
type ShowCopyFallback = (text: string) => void;

export const CopyFallbackContext = createContext<ShowCopyFallback>(() => undefined);
