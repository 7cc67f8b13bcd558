import { Intent, OverlayToaster, Spinner, type IconName } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';

import { subscribeApiMessages } from '../../api/events';

import { ToastContext, type ToastKind, type Toasts } from './toast-context';

/** Spec §9: toasts hide after 2000 ms; the loading toast never times out. */
const toastTimeoutMs = 2000;

const looks: Record<ToastKind, { intent: Intent; icon: IconName }> = {
  error: { intent: Intent.DANGER, icon: 'error' },
  success: { intent: Intent.SUCCESS, icon: 'tick-circle' },
  info: { intent: Intent.PRIMARY, icon: 'info-sign' },
  warning: { intent: Intent.WARNING, icon: 'warning-sign' },
};

let loadingToastCount = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const toaster = useRef<OverlayToaster>(null);

  const toasts = useMemo<Toasts>(
    () => ({
      show: (kind, text) => {
        toaster.current?.show({
          ...looks[kind],
          message: text,
          timeout: toastTimeoutMs,
          className: 'larder-toast',
        });
      },
      showLoading: (text) => {
        loadingToastCount += 1;
        const key = `loading-${loadingToastCount}`;
        toaster.current?.show(
          {
            message: (
              <span className="larder-toast-loading">
                <Spinner size={16} />
                {text}
              </span>
            ),
            timeout: 0,
            isCloseButtonShown: false,
          },
          key,
        );
        return () => toaster.current?.dismiss(key);
      },
    }),
    [],
  );

  // The API client reports `message` bodies (info) and `detail.message` errors (error) here.
  useEffect(() => subscribeApiMessages(({ intent, text }) => toasts.show(intent, text)), [toasts]);

  return (
    <ToastContext value={toasts}>
      {children}
      <OverlayToaster ref={toaster} position="bottom" maxToasts={4} />
    </ToastContext>
  );
}
