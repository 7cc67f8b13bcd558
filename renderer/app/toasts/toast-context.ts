import { createContext } from 'react';

export type ToastKind = 'error' | 'success' | 'info' | 'warning';

export interface Toasts {
  show: (kind: ToastKind, text: string) => void;
  /** Shows a spinner toast that stays until the returned function is called. */
  showLoading: (text: string) => () => void;
}

export const ToastContext = createContext<Toasts>({
  show: () => undefined,
  showLoading: () => () => undefined,
});
