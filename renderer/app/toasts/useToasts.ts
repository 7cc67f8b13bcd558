import { useContext } from 'react';

import { ToastContext, type Toasts } from './toast-context';

export function useToasts(): Toasts {
  return useContext(ToastContext);
}
